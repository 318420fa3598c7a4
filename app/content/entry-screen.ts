/** /Loginregister's illustrations and headline words. */
import { globeIllustration, graduateIllustration, laptopIllustration, type AuthScreen } from "~/content/accounts";

/** /Loginregister: the combined entry page (not detailed in the spec). */
export const entryScreen: AuthScreen = {
  images: [graduateIllustration, laptopIllustration, globeIllustration],
  interval: 4000,
  words: ["Colleges", "Exams", "Courses", "Experts"],
};
