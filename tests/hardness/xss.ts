/**
 * XSS corpus. Every payload, if it ever ran, would call `alert`/`console.error` with
 * XSS_MARK or set `window.__xss`, so the browser test can prove that none executes.
 */
import { attributes } from "./html";

export const XSS_MARK = "XSS-EXECUTED";

const run = `alert('${XSS_MARK}');console.error('${XSS_MARK}');window.__xss=1`;

export const XSS_PAYLOADS: readonly string[] = [
  `<script>${run}</script>`,
  `<img src=x onerror="${run}">`,
  `<img src="x" onerror=${run.replace(/;/g, ",")}>`,
  `<svg onload="${run}"><circle r="1"/></svg>`,
  `<svg><script>${run}</script></svg>`,
  `<a href="javascript:${run}">click</a>`,
  `<a href="  JaVaScRiPt:${run}">click</a>`,
  `<a href="jav&#x09;ascript:${run}">click</a>`,
  `<a href="data:text/html,<script>${run}</script>">data</a>`,
  `<iframe src="javascript:${run}"></iframe>`,
  `<iframe srcdoc="<script>${run}</script>"></iframe>`,
  `<body onload="${run}">`,
  `<div style="background:url(javascript:${run})" onmouseover="${run}">hover</div>`,
  `<details open ontoggle="${run}"><summary>x</summary></details>`,
  `<input autofocus onfocus="${run}">`,
  `<form action="javascript:${run}"><button>go</button></form>`,
  `<button formaction="javascript:${run}">go</button>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${run}"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${run.replace(/;/g, ",")}>"></noscript>`,
  `<object data="javascript:${run}"></object>`,
  `<embed src="javascript:${run}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${run}">`,
  `<base href="javascript:${run}//">`,
  `<link rel="stylesheet" href="javascript:${run}">`,
  `<template><script>${run}</script></template>`,
  `<scr<script>ipt>${run}</scr</script>ipt>`,
  `"><script>${run}</script>`,
  `'><img src=x onerror=${run.replace(/;/g, ",")}>`,
  `</textarea><script>${run}</script>`,
  `</title><script>${run}</script>`,
  `<!--<script>${run}</script>-->`,
  `<style>@import 'javascript:${run}';</style>`,
  `<video><source onerror="${run}"></video>`,
  `<marquee onstart="${run}">m</marquee>`,
];

/** The corpus as one HTML document body (for blog bodies and post-admit content). */
export const XSS_HTML = `<p>Safe paragraph before.</p>${XSS_PAYLOADS.join("\n")}<ul><li>Safe item after</li></ul>`;

/**
 * Executable uses of the mark in server HTML: an event handler, a javascript:/data: URL,
 * or a script without the request's nonce. (The Remix context script carries the nonce
 * and holds its data JSON-escaped.)
 */
export function executableMarkup(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<([a-z][\w-]*)\b[^>]*>/gi)) {
    const tag = m[1].toLowerCase();
    const attrs = attributes(m[0]);
    const names = Object.keys(attrs);
    if (names.some((n) => n.startsWith("on"))) found.push(m[0]);
    for (const n of ["href", "src", "action", "formaction", "data", "xlink:href"]) {
      // eslint-disable-next-line no-control-regex -- browsers ignore control characters in schemes; so does this check
      if (n in attrs && /^\s*(javascript|vbscript|data):/i.test(attrs[n].replace(/[\u0000-\u0020]/g, "")))
        found.push(m[0]);
    }
    if ("srcdoc" in attrs) found.push(m[0]);
    if (tag === "script" && !("nonce" in attrs) && attrs.type !== "application/ld+json") found.push(m[0]);
    if (["iframe", "object", "embed", "base"].includes(tag) && m[0].includes(XSS_MARK)) found.push(m[0]);
    if (tag === "meta" && attrs["http-equiv"]?.toLowerCase() === "refresh") found.push(m[0]);
  }
  return found;
}
