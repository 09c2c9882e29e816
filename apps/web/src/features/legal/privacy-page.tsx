import { PageMeta } from '../../components/page-meta';
import { LegalDocument } from './legal-document';
import { PRIVACY_SECTIONS } from './privacy-sections';

/** /privacy (spec 2.6). */
export function PrivacyPage() {
  return (
    <>
      <PageMeta
        title="Privacy Policy | Chatgate"
        description="Chatgate's privacy policy: the data we collect when you use our website and messaging API, why, whom we share it with, how long we keep it and your rights."
      />
      <LegalDocument
        title="Privacy Policy"
        summary="What we collect when you use Chatgate, why we need it, whom we share it with, and how you stay in control of it."
        sections={PRIVACY_SECTIONS}
      />
    </>
  );
}
