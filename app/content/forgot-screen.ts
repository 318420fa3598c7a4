/** /Forget-Password's (and /reset-password's) illustrations and headline words. */
import { illustration as img, type AuthScreen } from "~/content/accounts";

export const forgotScreen: AuthScreen = {
  images: [
    img("forgot-lock", "A padlock with a key"),
    img("forgot-mail", "An envelope carrying a reset link"),
    img("forgot-shield", "A shield with a check mark"),
  ],
  interval: 3000,
  words: ["Password", "Access", "Account", "Security"],
};
