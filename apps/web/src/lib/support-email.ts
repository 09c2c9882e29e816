/** The one support address the site shows (legal pages, careers, contact links); see contracts' SUPPORT_EMAIL. */
import { SUPPORT_EMAIL } from '@chatgate/contracts';

export { SUPPORT_EMAIL };
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
