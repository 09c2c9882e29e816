/** One part of a Markdown document: the paragraphs under a heading and the first code block after them. */
export interface ReadmeSection {
  /** Each paragraph on one line, as Markdown (inline code in backticks). */
  paragraphs: string[];
  code: string;
}

const FENCE = '```';

/**
 * The section of `markdown` under the heading line `heading` (e.g. `### Webhooks`): its text up to
 * its first code block, and that block. Throws when the heading or its code is missing, so a
 * change of the README that drops a part the docs show fails their tests and build.
 */
export function readmeSection(markdown: string, heading: string): ReadmeSection {
  const lines = markdown.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) throw new Error(`the README has no heading "${heading}"`);
  const open = lines.findIndex((line, index) => index > start && line.startsWith(FENCE));
  const close = lines.findIndex((line, index) => index > open && line.startsWith(FENCE));
  const text = lines.slice(start + 1, open);
  if (open < 0 || close < 0 || text.some((line) => line.startsWith('#'))) {
    throw new Error(`the README has no code block under "${heading}"`);
  }
  const paragraphs = text
    .join('\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replaceAll('\n', ' ').trim())
    .filter(Boolean);
  return { paragraphs, code: lines.slice(open + 1, close).join('\n') };
}
