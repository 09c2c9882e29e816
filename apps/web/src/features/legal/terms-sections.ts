import type { LegalSection } from './legal-section';
import { TERMS_CLOSING_SECTIONS } from './terms-closing-sections';
import { TERMS_COMMERCIAL_SECTIONS } from './terms-commercial-sections';
import { TERMS_USE_SECTIONS } from './terms-use-sections';

/** The fifteen sections of the terms, in the order of spec 2.6. */
export const TERMS_SECTIONS: LegalSection[] = [
  ...TERMS_USE_SECTIONS,
  ...TERMS_COMMERCIAL_SECTIONS,
  ...TERMS_CLOSING_SECTIONS,
];
