export { escapeHtml } from '../../http/escape-html';

/** One line, for a mail subject built from what someone typed. */
export const oneLine = (s: string, max: number) => s.replace(/\s+/g, ' ').trim().slice(0, max);
