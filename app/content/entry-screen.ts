import type { AuthScreen } from "~/content/accounts";
import { loginScreen } from "~/content/login-screen";
import { registerScreen } from "~/content/register-screen";

/** /Loginregister: the combined entry page (not detailed in the spec). */
export const entryScreen: AuthScreen = {
  images: [loginScreen.images[0], registerScreen.images[1], loginScreen.images[2]],
  interval: 4000,
  words: ["Colleges", "Exams", "Courses", "Experts"],
};
