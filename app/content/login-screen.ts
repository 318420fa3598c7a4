/** /login's illustrations and headline words. */
import { globeIllustration, graduateIllustration, illustration as img, type AuthScreen } from "~/content/accounts";

export const loginScreen: AuthScreen = {
  images: [graduateIllustration, img("login-campus", "A university building with a flag"), globeIllustration],
  interval: 4000,
  words: ["Success", "Dreams", "Achievement", "Excellence"],
};
