/**
 * A request URL as the access log may keep it: the password-reset token in its path and any
 * `token` query parameter (reset and newsletter links) are replaced, since log readers must not
 * get a link that still works.
 */
export function loggableUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}
