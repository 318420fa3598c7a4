/**
 * Content of the account screens: the screens' shape and headline timing. Each
 * screen's illustrations and words are a module of their own (content/login-screen.ts,
 * register-screen.ts, forgot-screen.ts, entry-screen.ts), so a page carries only its own.
 */
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

/** Typing headline: 100 ms per character, 2 s pause, 50 ms per deleted character. */
export const HEADLINE_TIMING = { typeSpeed: 100, delay: 2000, deleteSpeed: 50 } as const;

/** An illustration in public/images/accounts/. */
export const illustration = (name: string, alt: string): Illustration => ({ src: `/images/accounts/${name}.svg`, alt });

/**
 * Illustrations two screens share (/Loginregister shows /login's first and third and /register's second): here, so
 * that no page loads another page's screen module.
 */
export const graduateIllustration = illustration("login-graduate", "A graduate in a cap holding a diploma");
export const globeIllustration = illustration("login-globe", "A globe with a flight path to a study destination");
export const laptopIllustration = illustration("register-laptop", "A laptop showing a college application");
