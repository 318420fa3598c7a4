/**
 * Security headers. `securityHeaders` go on every response; `contentSecurityPolicy`
 * on every HTML response, with the request's nonce (no 'unsafe-inline' for scripts).
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function contentSecurityPolicy(nonce: string, options: { frameSrc?: string[] } = {}): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    // Tailwind output is a file; React's style={...} props need inline style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    // Swiper's CSS embeds its arrow icon font as a data: URL.
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'"],
    "frame-src": options.frameSrc?.length ? options.frameSrc : ["'none'"],
    "form-action": ["'self'", "mailto:"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Other sites may not embed our responses (images, JSON, media) into their pages.
  "Cross-Origin-Resource-Policy": "same-origin",
};

export function applySecurityHeaders(headers: Headers) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
}
