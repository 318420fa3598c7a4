/** /Loginregister's illustrations and headline words. */
import { laptopIllustration, type AuthScreen } from "~/content/accounts";
import { loginScreen } from "~/content/login-screen";

/** /Loginregister: the combined entry page (not detailed in the spec). */
export const entryScreen: AuthScreen = {
  images: [loginScreen.images[0], laptopIllustration, loginScreen.images[2]],
  interval: 4000,
  words: ["Colleges", "Exams", "Courses", "Experts"],
};
