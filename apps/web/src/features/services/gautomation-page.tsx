import {
  ArrowRight,
  BarChart3,
  CalendarClock,
  FileSpreadsheet,
  FormInput,
  Mail,
  MessageCircle,
} from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';
import { FeatureCardGrid } from '../../components/site/feature-card-grid';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { SectionHeading } from '../../components/site/section-heading';
import { CtaBand } from './cta-band';
import { WorkspaceComparisonTable } from './workspace-comparison-table';
import { WorkspacePlans } from './workspace-plans';

const FEATURES = [
  {
    icon: FileSpreadsheet,
    title: 'Google Sheets automation',
    text: 'Import, clean, merge and update sheets on a schedule or when data changes.',
  },
  {
    icon: Mail,
    title: 'Gmail workflows',
    text: 'Send personalised mail from a sheet, file incoming mail and extract attachments automatically.',
  },
  {
    icon: FormInput,
    title: 'Forms processing',
    text: 'Route Google Forms answers to the right sheet, person or follow-up the moment they arrive.',
  },
  {
    icon: CalendarClock,
    title: 'Calendar and Drive',
    text: 'Book events, send reminders and organise Drive files and folders without lifting a finger.',
  },
  {
    icon: MessageCircle,
    title: 'WhatsApp notifications',
    text: 'Send WhatsApp messages from your sheets through the Chatgate API: alerts, receipts, reminders.',
  },
  {
    icon: BarChart3,
    title: 'Reports and dashboards',
    text: 'Live summaries and charts built from your data, refreshed and shared automatically.',
  },
];

/** /gautomation (spec 2.6): the workspace automation service, its four plans and their comparison. */
export function GAutomationPage() {
  return (
    <>
      <PageMeta
        title="Google Workspace Automation | Chatgate"
        description="Automate Google Sheets, Gmail, Forms, Calendar and Drive, with WhatsApp notifications. One-time plans from Starter to Pro."
      />
      <PageHero
        eyebrow="Google Workspace Automation"
        title="Let your spreadsheets and inbox run themselves"
        lead="We design, build and deliver automations across Google Workspace for a one-time price, so your team stops copying data by hand."
      >
        <ButtonLink to="#plans" size="lg">
          See plans
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to="/contactus" size="lg" variant="secondary">
          Contact Sales
        </ButtonLink>
      </PageHero>
      <PageSection labelledBy="g-features-heading">
        <SectionHeading id="g-features-heading" eyebrow="Features" title="Automate the work you repeat" />
        <FeatureCardGrid items={FEATURES} className="mt-10" />
      </PageSection>
      <PageSection id="plans" labelledBy="g-plans-heading" tinted>
        <SectionHeading
          id="g-plans-heading"
          eyebrow="Plans"
          title="One-time pricing, no subscription"
          centered
        >
          Pick the scope that fits. Need something bigger? Pro is priced to your project.
        </SectionHeading>
        <div className="mt-12">
          <WorkspacePlans />
        </div>
      </PageSection>
      <PageSection labelledBy="g-compare-heading">
        <SectionHeading id="g-compare-heading" eyebrow="Compare" title="Compare plans" />
        <div className="mt-8">
          <WorkspaceComparisonTable />
        </div>
      </PageSection>
      <CtaBand
        title="Not sure which plan fits?"
        text="Tell us what you do by hand today and we will suggest the right automation, or start with a free trial of the WhatsApp API."
      />
    </>
  );
}
