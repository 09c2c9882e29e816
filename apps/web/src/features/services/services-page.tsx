import { TRIAL_DAYS } from '@chatgate/contracts';
import { ArrowRight, Check, MessageSquareText, Sheet } from 'lucide-react';
import { PageMeta } from '../../components/page-meta';
import { PageHero } from '../../components/site/page-hero';
import { PageSection } from '../../components/site/page-section';
import { Link } from '../../lib/router';
import { CtaBand } from './cta-band';

const SERVICES = [
  {
    to: '/waautomation',
    icon: MessageSquareText,
    title: 'WhatsApp Automation',
    text: 'A WhatsApp Business API for developers: send and receive messages, media and group updates over HTTP, with real-time webhooks.',
    points: [
      'Unlimited messages and API calls',
      'Webhooks for messages and delivery status',
      `${TRIAL_DAYS}-day free trial`,
    ],
  },
  {
    to: '/gautomation',
    icon: Sheet,
    title: 'Google Workspace Automation',
    text: 'Workflows across Google Sheets, Gmail, Forms, Calendar and Drive, built and delivered by our team for a one-time price.',
    points: [
      'Sheets, Gmail, Forms and Drive workflows',
      'WhatsApp notifications from your sheets',
      'One-time price, no subscription',
    ],
  },
];

/** /services (spec 2.6): the two services, each with a Learn more link, then the calls to action. */
export function ServicesPage() {
  return (
    <>
      <PageMeta
        title="Our Services | Chatgate"
        description="WhatsApp automation through a developer API and Google Workspace automation built for your business. Start a free trial or talk to sales."
      />
      <PageHero
        eyebrow="Our Services"
        title="Automation for the way your business talks"
        lead="Message your customers on WhatsApp from your own code, and let your spreadsheets, mail and forms work for you."
      />
      <PageSection labelledBy="services-heading">
        <h2 id="services-heading" className="sr-only">
          Services
        </h2>
        <ul className="grid gap-6 lg:grid-cols-2">
          {SERVICES.map(({ to, icon: Icon, title, text, points }) => (
            <li key={to} className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-12 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-5 font-bold text-2xl text-slate-900">{title}</h3>
              <p className="mt-3 text-slate-600 leading-7">{text}</p>
              <ul className="mt-5 flex-1 space-y-2 text-slate-700 text-sm">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <Check aria-hidden="true" className="size-5 shrink-0 text-emerald-600" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link
                to={to}
                className="mt-6 inline-flex items-center gap-1.5 self-start rounded font-semibold text-emerald-700 hover:text-emerald-800"
              >
                Learn more<span className="sr-only"> about {title}</span>
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
      <CtaBand
        title="Ready to automate?"
        text={`Try the WhatsApp API free for ${TRIAL_DAYS} days, or tell us what you want automated and we will scope it with you.`}
      />
    </>
  );
}
