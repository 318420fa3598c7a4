/** Content of the account screens (part 1 §2, §9): side illustrations, headline words, timings. */
import type { MetaInput } from "~/lib/meta";

export interface Illustration {
  src: string;
  alt: string;
}

export interface AuthScreen {
  images: readonly Illustration[];
  /** Rotation interval of the side illustrations (ms). */
  interval: number;
  /** Words the animated heading cycles through. */
  words: readonly string[];
}

/** §4 typing headline: 100 ms per character, 2 s pause, 50 ms per deleted character. */
export const HEADLINE_TIMING = { typeSpeed: 100, delay: 2000, deleteSpeed: 50 } as const;

const img = (name: string, alt: string): Illustration => ({ src: `/images/accounts/${name}.svg`, alt });

export const loginScreen: AuthScreen = {
  images: [
    img("login-graduate", "A graduate in a cap holding a diploma"),
    img("login-campus", "A university building with a flag"),
    img("login-globe", "A globe with a flight path to a study destination"),
  ],
  interval: 4000,
  words: ["Success", "Dreams", "Achievement", "Excellence"],
};

export const registerScreen: AuthScreen = {
  images: [
    img("register-books", "A stack of books with a pencil"),
    img("register-laptop", "A laptop showing a college application"),
    img("register-rocket", "A rocket taking off from an open book"),
  ],
  interval: 4000,
  words: ["Dream College", "Ideal Course", "Exam Plan", "Future Career"],
};

export const forgotScreen: AuthScreen = {
  images: [
    img("forgot-lock", "A padlock with a key"),
    img("forgot-mail", "An envelope carrying a reset link"),
    img("forgot-shield", "A shield with a check mark"),
  ],
  interval: 3000,
  words: ["Password", "Access", "Account", "Security"],
};

/** /Loginregister: the combined entry page (not detailed in the spec). */
export const entryScreen: AuthScreen = {
  images: [loginScreen.images[0], registerScreen.images[1], loginScreen.images[2]],
  interval: 4000,
  words: ["Colleges", "Exams", "Courses", "Experts"],
};

/** The page's title and description (its `meta`). */
export const ACCOUNT_PAGE: MetaInput = {
  title: "My account",
  description: "Your StudySaathi profile, saved colleges and requests.",
};

/** The page's title and description (its `meta`). */
export const REGISTER_PAGE: MetaInput = {
  title: "Create Account",
  description: "Create your free StudySaathi account to shortlist colleges, track exams and talk to student experts.",
};
