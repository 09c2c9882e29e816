import { PageMeta } from '../../components/page-meta';
import { LegalDocument } from './legal-document';
import { TERMS_SECTIONS } from './terms-sections';

/** /terms (spec 2.6). */
export function TermsPage() {
  return (
    <>
      <PageMeta
        title="Terms and Conditions | Chatgate"
        description="The terms for using Chatgate's website, dashboard and WhatsApp messaging API: accounts, acceptable use, subscriptions and billing, liability and termination."
      />
      <LegalDocument
        title="Terms and Conditions"
        summary="The rules for using Chatgate's website, dashboard and messaging API: what we provide, what we expect from you, and how billing works."
        sections={TERMS_SECTIONS}
      />
    </>
  );
}
