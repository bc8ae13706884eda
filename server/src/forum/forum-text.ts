import { sanitizeHtml } from '../notices/sanitize-html';

/** Stored picture and attachment addresses: a file of the platform's file service, without any signature. */
const STATIC_SRC = /(src|href)="\/devops\/sys\/common\/static\/([a-z0-9_-]{1,32}\/\d{6}\/[0-9a-f]{32}\.[a-z0-9]{1,5})(?:\?[^"]*)?"/g;

/**
 * Cleans a post or reply body before it is stored: the platform's allow-list (formatting, links to http(s), pictures),
 * and the platform's own file addresses reduced to their storage key, so a signature that expires is never stored.
 * Mentions keep their `data-type="mention" data-id="<username>"` (data attributes carry no script).
 */
export function cleanBody(html: string): string {
  return sanitizeHtml(html).replace(STATIC_SRC, (_m, attr: string, key: string) => `${attr}="/devops/sys/common/static/${key}"`);
}

/** The stored body as a reader gets it: each file of the platform signed for a few minutes (the reader sees the post). */
export function signBody(html: string, sign: (key: string) => string): string {
  return html.replace(STATIC_SRC, (_m, attr: string, key: string) => `${attr}="${sign(key)}"`);
}

/** The text of a body without markup, whitespace collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/div|\/li|\/h\d)[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Search text: lower case, full-width letters and digits folded to ASCII, runs of anything else one space. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The distinct two-character pieces of a normalised text, within words (a space never joins two pieces): what the GIN
 * index holds and what a query must all find. A one-character word is its own piece.
 */
export function bigrams(normalized: string): string[] {
  const out = new Set<string>();
  for (const word of normalized.split(' ')) {
    const chars = [...word];
    if (chars.length === 1) out.add(chars[0]);
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1]);
  }
  out.delete('');
  return [...out];
}

/** The usernames a body mentions (TipTap's mention nodes). */
export function mentionedUsernames(html: string): string[] {
  const names = new Set<string>();
  for (const m of html.matchAll(/<span[^>]*data-type="mention"[^>]*>/g)) {
    const id = /data-id="([A-Za-z0-9_.-]{1,100})"/.exec(m[0]);
    if (id) names.add(id[1]);
  }
  return [...names];
}
