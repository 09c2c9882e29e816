import { MARKETING_STATS } from '@chatgate/contracts';
import { Headphones, Image, Infinity as InfinityIcon, MonitorSmartphone, Radio, Webhook } from 'lucide-react';
import { FeatureCardGrid } from '../../components/site/feature-card-grid';
import { PageSection } from '../../components/site/page-section';
import { SectionHeading } from '../../components/site/section-heading';

/** The marketing claims of spec 1. */
const FEATURES = [
  {
    icon: MonitorSmartphone,
    title: 'Multi-device support',
    text: 'Your phone stays free: the API runs as a linked device, so WhatsApp keeps working on your handset.',
  },
  {
    icon: InfinityIcon,
    title: 'Unlimited messages and API calls',
    text: 'One flat price per phone number. No per-message fees and no caps on API calls.',
  },
  {
    icon: Webhook,
    title: 'Real-time callbacks',
    text: 'A webhook the moment a message arrives or a delivery status changes: sent, delivered, read.',
  },
  {
    icon: Image,
    title: 'Every message type',
    text: 'Text, location, contacts, images, audio, videos, documents and archives through one API.',
  },
  {
    icon: Radio,
    title: 'Groups and channels',
    text: 'Create groups, add or remove participants, send and receive in groups, and broadcast to channels.',
  },
  {
    icon: Headphones,
    title: '24/7 support',
    text: 'Real people who know the API, by email or ticket, whenever your integration needs help.',
  },
];

export function FeatureGrid() {
  return (
    <PageSection id="features" labelledBy="features-heading">
      <SectionHeading
        id="features-heading"
        eyebrow="Features"
        title="Everything you need to message at scale"
      >
        A complete WhatsApp API for developers and businesses, from your first test message to production.
      </SectionHeading>
      <FeatureCardGrid items={FEATURES} className="mt-10" />
      <dl className="mt-12 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {MARKETING_STATS.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col rounded-2xl bg-emerald-50 px-4 py-5 text-center ring-1 ring-emerald-100"
          >
            <dt className="text-emerald-900 text-sm">{stat.label}</dt>
            <dd className="order-first font-bold text-2xl text-emerald-800 tracking-tight">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
