import { TRIAL_DAYS } from '@chatgate/contracts';
import { ArrowRight, Check } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { PageHero } from '../../components/site/page-hero';

const HIGHLIGHTS = [`${TRIAL_DAYS}-day free trial`, 'No credit card required', 'Unlimited messages'];

export function HeroSection() {
  return (
    <PageHero
      eyebrow="WhatsApp messaging API"
      title={
        <>
          Send and receive WhatsApp messages <span className="text-emerald-700">from your own code</span>
        </>
      }
      lead="Chatgate connects your phone number to a simple HTTP API: text, media, locations, contacts and groups, with real-time webhooks for incoming messages and delivery updates."
      footer={
        <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-slate-600 text-sm">
          {HIGHLIGHTS.map((item) => (
            <li key={item} className="flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-emerald-600" />
              {item}
            </li>
          ))}
        </ul>
      }
    >
      <ButtonLink to="/auth/signup" size="lg">
        Start Free Trial
        <ArrowRight aria-hidden="true" className="size-4" />
      </ButtonLink>
      <ButtonLink to="/dashboard/apiDocs" size="lg" variant="secondary">
        Read the API docs
      </ButtonLink>
    </PageHero>
  );
}
