/** Text in HTML mail bodies: the five characters that could start markup or end an attribute. */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One line, for a mail subject built from what someone typed. */
export const oneLine = (s: string, max: number) => s.replace(/\s+/g, ' ').trim().slice(0, max);
