/**
 * The one support address the site shows (legal pages, careers, contact links). Public pages
 * cannot read server config, so it is a constant here; change it in this one place.
 */
export const SUPPORT_EMAIL = 'support@chatgate.local';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
