/** /login's illustrations and headline words. */
import { illustration as img, type AuthScreen } from "~/content/accounts";

export const loginScreen: AuthScreen = {
  images: [
    img("login-graduate", "A graduate in a cap holding a diploma"),
    img("login-campus", "A university building with a flag"),
    img("login-globe", "A globe with a flight path to a study destination"),
  ],
  interval: 4000,
  words: ["Success", "Dreams", "Achievement", "Excellence"],
};
