/**
 * Server-side HTML sanitiser (allow-list) for every HTML field that comes from the server:
 * blog bodies and post-admit content. Uses js-xss, which is pure JS and runs in Workers.
 * Anything not listed is removed: scripts and styles with their content, event handlers,
 * and URLs other than http(s), mailto, tel, relative paths and fragments.
 */
import { FilterXSS, escapeAttrValue } from "xss";

// No `class`: author markup cannot borrow the site's own classes (hidden, overlays, fake buttons).
const common = ["title"];
const whiteList: Record<string, string[]> = {
  a: [...common, "href", "target"],
  abbr: common,
  b: common,
  blockquote: common,
  br: [],
  code: common,
  em: common,
  i: common,
  strong: common,
  u: common,
  s: common,
  small: common,
  sub: common,
  sup: common,
  mark: common,
  p: common,
  span: common,
  div: common,
  hr: [],
  pre: common,
  h1: common,
  h2: common,
  h3: common,
  h4: common,
  h5: common,
  h6: common,
  ul: common,
  ol: [...common, "start"],
  li: common,
  dl: common,
  dt: common,
  dd: common,
  figure: common,
  figcaption: common,
  img: [...common, "src", "alt", "width", "height", "loading"],
  table: common,
  thead: common,
  tbody: common,
  tr: common,
  th: [...common, "colspan", "rowspan", "scope"],
  td: [...common, "colspan", "rowspan"],
};

const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#|\.{0,2}\/)/i;

function safeUrl(value: string): string | null {
  // Strip control characters and whitespace that browsers ignore inside schemes.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
  const cleaned = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, "");
  if (!cleaned) return null;
  // Protocol-relative ("//host", "/\\host", "\\\\host") leaves the site whatever the scheme.
  if (/^[\\/][\\/]/.test(cleaned)) return null;
  if (SAFE_URL.test(cleaned)) return cleaned;
  // A bare relative path such as "page.html" has no scheme.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(cleaned)) return cleaned;
  return null;
}

const filter = new FilterXSS({
  whiteList,
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed", "noscript", "template", "svg", "math"],
  allowCommentTag: false,
  onTagAttr(tag, name, value) {
    if (name === "href" || name === "src") {
      // Browsers decode character references in attributes before parsing the URL
      // ("jav&#x09;ascript:" is javascript:): check the decoded value, and refuse references
      // that survive decoding (named &Tab; / &colon; …).
      const decoded = decodeEntities(value.replace(/&#(x[0-9a-f]+|\d+)(?![0-9a-f;])/gi, "&#$1;"));
      if (/&(#|tab\b|newline\b|colon\b)/i.test(decoded)) return "";
      const url = safeUrl(decoded);
      if (url === null) return "";
      if (tag === "img" && name === "src" && !/^(?:\/(?!\/)|https:)/i.test(url)) return "";
      return `${name}="${escapeAttrValue(url)}"`;
    }
    if (name === "target") return value === "_blank" ? 'target="_blank" rel="noopener noreferrer"' : "";
    // The sanitiser owns rel: an author's rel (say "opener", placed before target) would win
    // over the one added for target=_blank, since browsers keep an attribute's first copy.
    if (name === "rel") return "";
    return undefined;
  },
  safeAttrValue(tag, name, value) {
    return escapeAttrValue(value);
  },
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return "";
  return (
    filter
      .process(String(html))
      // No broken elements: an image whose source was refused goes; a link whose target was
      // refused becomes its text.
      .replace(/<img\b(?![^>]*\ssrc=)[^>]*>/gi, "")
      .replace(/<a\b(?![^>]*\shref=)[^>]*>([\s\S]*?)<\/a>/gi, "$1")
      // An image without alt text is treated as decorative (alt="") rather than left unlabelled.
      .replace(/<img\b(?![^>]*\salt=)/gi, '<img alt=""')
  );
}

/** Text content of an HTML fragment: markup removed, common entities decoded. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return "";
  const withoutBodies = String(html).replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, " ");
  return decodeEntities(withoutBodies.replace(/<[^>]*>/g, " "))
    .replace(/\s+/g, " ")
    .trim();
}

const NAMED: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  hellip: "…",
  rupee: "₹",
  copy: "©",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X" ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : match;
    }
    return NAMED[entity.toLowerCase()] ?? match;
  });
}
