/** /Loginregister's illustrations and headline words. */
import { globeIllustration, graduateIllustration, laptopIllustration, type AuthScreen } from "~/content/accounts";

/** /Loginregister: the combined entry page (log in and register on one page). */
export const entryScreen: AuthScreen = {
  images: [graduateIllustration, laptopIllustration, globeIllustration],
  interval: 4000,
  words: ["Colleges", "Exams", "Courses", "Experts"],
};
