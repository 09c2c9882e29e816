import { TRIAL_DAYS } from '@chatgate/contracts';
import {
  ArrowRight,
  BookOpen,
  FileText,
  MessageSquareText,
  QrCode,
  ShieldCheck,
  Users,
  Webhook,
} from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';
import { DeveloperPricing } from '../../components/site/developer-pricing';
import { FeatureCardGrid } from '../../components/site/feature-card-grid';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { SectionHeading } from '../../components/site/section-heading';
import { SendMessageSample } from '../../components/site/send-message-sample';
import { CtaBand } from './cta-band';

const FEATURES = [
  {
    icon: QrCode,
    title: 'Link by QR code',
    text: 'Fetch a session on the dashboard (Get QR Code on your token) and scan it in WhatsApp: your number is live in under a minute.',
  },
  {
    icon: MessageSquareText,
    title: 'Rich messages',
    text: 'Text, images, audio, videos, documents, archives, locations and contacts from one endpoint family.',
  },
  {
    icon: Webhook,
    title: 'Real-time webhooks',
    text: 'Incoming messages and delivery-status changes are pushed to your URL as they happen.',
  },
  {
    icon: Users,
    title: 'Groups and channels',
    text: 'Create groups, manage participants, and broadcast to your channel followers.',
  },
  {
    icon: FileText,
    title: 'Spreadsheet automations',
    text: 'Three pre-integrated spreadsheet automations, a number checker and a Base64 converter included.',
  },
  {
    icon: ShieldCheck,
    title: 'Secure by default',
    text: 'A key per token, signed webhooks and 99.98% uptime, with 24/7 support when you need it.',
  },
];

/** /waautomation (spec 2.6): the WhatsApp Business API service. */
export function WaAutomationPage() {
  return (
    <>
      <PageMeta
        title="WhatsApp Business API | Chatgate"
        description={`Automate WhatsApp with a developer-friendly HTTP API: rich messages, groups, channels and real-time webhooks. ${TRIAL_DAYS}-day free trial, no credit card.`}
      />
      <PageHero
        eyebrow="WhatsApp Automation"
        title="The WhatsApp Business API, built for developers"
        lead="Link your number, call one endpoint and your messages are on their way. Replies and delivery updates come back to your webhook in real time."
      >
        <ButtonLink to="/auth/signup" size="lg">
          Start {TRIAL_DAYS}-day free trial
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to="/dashboard/apiDocs" size="lg" variant="secondary">
          <BookOpen aria-hidden="true" className="size-4" />
          Read the API docs
        </ButtonLink>
      </PageHero>
      <PageSection labelledBy="wa-features-heading">
        <SectionHeading id="wa-features-heading" eyebrow="Features" title="Everything in one API" />
        <FeatureCardGrid items={FEATURES} className="mt-10" />
      </PageSection>
      <PageSection labelledBy="quick-start-heading" tinted>
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
          <SectionHeading id="quick-start-heading" eyebrow="Quick start" title="Send your first message">
            Sign up, link your phone and run this request with your token id and API key.
          </SectionHeading>
          <SendMessageSample />
        </div>
      </PageSection>
      <PageSection labelledBy="wa-pricing-heading">
        <SectionHeading id="wa-pricing-heading" eyebrow="Pricing" title="Simple per-number pricing" centered>
          Start with a {TRIAL_DAYS}-day free trial with full feature access. No credit card required.
        </SectionHeading>
        <div className="mt-10">
          <DeveloperPricing />
        </div>
      </PageSection>
      <CtaBand
        title={`Try it free for ${TRIAL_DAYS} days`}
        text="Full feature access on your first number, no credit card. Need many numbers? Our sales team will help."
      />
    </>
  );
}
