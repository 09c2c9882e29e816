import { LegalDocument } from './legal-document';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** /privacy (spec 2.6). */
export function PrivacyPage() {
  return (
    <>
      <title>Privacy Policy | Chatgate</title>
      <LegalDocument
        title="Privacy Policy"
        summary="What we collect when you use Chatgate, why we need it, whom we share it with, and how you stay in control of it."
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
