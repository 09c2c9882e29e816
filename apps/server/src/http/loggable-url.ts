/** Query parameters whose value is a credential: links' tokens, and API keys some clients put in the URL. */
const SECRET_PARAMETER = /([?&](?:token|key|api_?key|access_token|secret|password)=)[^&#]*/gi;

/** The Green-API-compatible paths carry the API key as their third segment: /waInstance{id}/{method}/{key}. */
const GREEN_API_KEY_SEGMENT = /^(\/waInstance[^/?#]*\/[^/?#]+\/)[^/?#]+/;

/**
 * A request URL as the access log may keep it: the password-reset token in its path and any
 * credential in its query (reset and newsletter links' `token`, an API key passed as `?key=` by
 * a client that got the header wrong) and the key in a Green-API path are replaced, since log
 * readers must not get a link or a key that still works.
 */
export function loggableUrl(url: string): string {
  return url
    .replace(/(\/reset-password\/)[^/?#]+/, '$1[redacted]')
    .replace(GREEN_API_KEY_SEGMENT, '$1[redacted]')
    .replace(SECRET_PARAMETER, '$1[redacted]');
}
