import { templatePlaceholders } from '@chatgate/contracts';

/** Headers that can be a {{placeholder}}: written, without braces, each once. */
export function placeholderHeaders(headers: string[]): string[] {
  const names = headers.map((header) => header.trim()).filter((name) => name && !/[{}]/.test(name));
  return [...new Set(names)];
}

/** `{{Header}}`, the way a template names a column. */
export const placeholderFor = (header: string): string => `{{${header.trim()}}}`;

/**
 * The text with `insert` put in place of the selection [start, end) (at the cursor when they are
 * equal), and where the cursor goes after it.
 */
export function insertAt(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; cursor: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}

/**
 * The first {{placeholder}} of the template that names no column of the headers, or null. Like
 * the server, names match headers trimmed and in any case.
 */
export function unknownPlaceholder(template: string, headers: string[]): string | null {
  const known = new Set(headers.map((header) => header.trim().toLowerCase()));
  return templatePlaceholders(template).find((name) => !known.has(name.toLowerCase())) ?? null;
}
