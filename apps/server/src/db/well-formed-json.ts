// PostgreSQL's json and jsonb refuse a lone UTF-16 surrogate (a `\uD800`-`\uDFFF` escape without
// its pair), where JSON.parse and JSON.stringify accept and write one.

/** A JSON `\uD800`-`\uDFFF` escape: the only way a lone surrogate gets into or out of JSON text. */
export const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/** Whether any string in `value` (keys included) holds a lone UTF-16 surrogate. */
export function hasLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return !value.isWellFormed();
  if (Array.isArray(value)) return value.some(hasLoneSurrogate);
  if (value !== null && typeof value === 'object')
    return Object.entries(value).some(([key, item]) => !key.isWellFormed() || hasLoneSurrogate(item));
  return false;
}

/**
 * `value` as JSON text PostgreSQL takes: a lone surrogate, which text from outside (a spreadsheet
 * cell, an engine's message) can hold, becomes U+FFFD, as it does in a text parameter.
 */
export function wellFormedJson(value: unknown): string {
  const text = JSON.stringify(value);
  if (!SURROGATE_ESCAPE.test(text)) return text;
  return JSON.stringify(value, (_key, item) => (typeof item === 'string' ? item.toWellFormed() : item));
}
