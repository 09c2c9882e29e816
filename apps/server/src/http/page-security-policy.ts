import { createHash } from 'node:crypto';

/** An inline `<script>` element: its attributes and its text (one with `src` is not inline). */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype=["']?([^"'\s>]+)/i;
const RUNS = /^(module|text\/javascript)$/i;

/** The hashes of the inline scripts a browser runs in `pages` (JSON data blocks are not run). */
function inlineScriptHashes(pages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of pages) {
    for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
      const type = TYPE.exec(attributes)?.[1];
      if (type !== undefined && !RUNS.test(type)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return [...hashes];
}

/** Razorpay's Checkout: its script, the frames it opens and the calls it makes from the page. */
const RAZORPAY = { script: 'https://checkout.razorpay.com', frames: 'https://*.razorpay.com' };

/**
 * The Content-Security-Policy of the web app's pages: scripts only from this server (and the
 * built pages' own inline scripts, by hash) and Razorpay's Checkout, no plugins, no framing, forms
 * and links to this origin. Should a customer's text ever get past the escaping as markup, it
 * could run nothing, and the session token in the page's storage stays the page's own.
 * Pictures may come from any https address (blog posts name them) and from data and blob URLs.
 */
export function pageSecurityPolicy(pages: Iterable<string>): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...inlineScriptHashes(pages), RAZORPAY.script].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${RAZORPAY.frames}`,
    `frame-src ${RAZORPAY.frames}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
