import { LegalDocument } from './legal-document';
import { TERMS_SECTIONS } from './terms-sections';

/** /terms (spec 2.6). */
export function TermsPage() {
  return (
    <>
      <title>Terms and Conditions | Chatgate</title>
      <LegalDocument
        title="Terms and Conditions"
        summary="The rules for using Chatgate's website, dashboard and messaging API: what we provide, what we expect from you, and how billing works."
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
