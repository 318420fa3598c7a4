/** /register's illustrations and headline words. */
import { illustration as img, laptopIllustration, type AuthScreen } from "~/content/accounts";

export const registerScreen: AuthScreen = {
  images: [
    img("register-books", "A stack of books with a pencil"),
    laptopIllustration,
    img("register-rocket", "A rocket taking off from an open book"),
  ],
  interval: 4000,
  words: ["Dream College", "Ideal Course", "Exam Plan", "Future Career"],
};
