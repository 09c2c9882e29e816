/**
 * Text inside HTML or XML (mail bodies, page heads, the sitemap): the five characters that could
 * start markup or end an attribute value become entities.
 */
export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
