/**
 * A securityheaders.com-style check of one HTML response: what is missing or weak.
 */
export function securityHeaderProblems(headers: Headers): string[] {
  const problems: string[] = [];
  const csp = headers.get("Content-Security-Policy") ?? "";
  const directive = (name: string) => csp.match(new RegExp(`(?:^|;)\\s*${name}\\s+([^;]*)`))?.[1]?.trim();
  if (!csp) problems.push("Content-Security-Policy missing");
  else {
    const scripts = directive("script-src") ?? directive("default-src");
    if (!scripts) problems.push("CSP has no script-src/default-src");
    else {
      if (/'unsafe-inline'/.test(scripts)) problems.push("CSP script-src lists 'unsafe-inline'");
      if (/'unsafe-eval'/.test(scripts)) problems.push("CSP allows unsafe-eval");
      if (/(^|\s)(\*|https?:|data:)(\s|$)/.test(scripts)) problems.push(`CSP script-src too broad: ${scripts}`);
    }
    if (!directive("frame-ancestors")) problems.push("CSP frame-ancestors missing");
    if (directive("object-src") !== "'none'") problems.push("CSP object-src is not 'none'");
    if (!directive("base-uri")) problems.push("CSP base-uri missing");
  }
  const hsts = headers.get("Strict-Transport-Security") ?? "";
  const maxAge = Number(hsts.match(/max-age=(\d+)/)?.[1] ?? 0);
  if (maxAge < 31_536_000) problems.push(`HSTS max-age below one year: "${hsts}"`);
  if (headers.get("X-Content-Type-Options") !== "nosniff") problems.push("X-Content-Type-Options is not nosniff");
  const referrer = headers.get("Referrer-Policy") ?? "";
  if (!/^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/.test(referrer))
    problems.push(`Referrer-Policy weak or missing: "${referrer}"`);
  if (!headers.get("Permissions-Policy")) problems.push("Permissions-Policy missing");
  if (!/^(DENY|SAMEORIGIN)$/i.test(headers.get("X-Frame-Options") ?? "")) problems.push("X-Frame-Options missing");
  if (!/charset=utf-8/i.test(headers.get("Content-Type") ?? "")) problems.push("Content-Type without charset=utf-8");
  if (headers.get("X-Powered-By")) problems.push("X-Powered-By discloses the stack");
  return problems;
}
