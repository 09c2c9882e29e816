import { TRIAL_DAYS } from '@chatgate/contracts';
import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { PageSection } from '../../components/site/page-section';
import { SectionHeading } from '../../components/site/section-heading';

/** The four steps of spec 2.3. */
const STEPS = [
  {
    title: 'Sign up',
    text: `Create your account and get a trial token for ${TRIAL_DAYS} days, no credit card required.`,
  },
  {
    title: 'Fetch a QR code',
    text: 'On the dashboard, use Fetch Session against your token (its Get QR Code button) to get its QR code.',
  },
  {
    title: 'Pair your phone',
    text: 'Scan the QR code in the WhatsApp mobile app (Linked devices) to link your number to the token.',
  },
  {
    title: 'Start sending',
    text: 'Call the API with your token id and key: your first message is one request away.',
  },
];

export function GettingStarted() {
  return (
    <PageSection id="gettinStarted" labelledBy="getting-started-heading" tinted>
      <SectionHeading
        id="getting-started-heading"
        eyebrow="Getting Started"
        title="Live in four steps"
        centered
      >
        From sign-up to your first message in a few minutes.
      </SectionHeading>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-emerald-700 font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600 text-sm leading-6">{step.text}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <ButtonLink to="/auth/signup" size="lg">
          Get started free
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </div>
    </PageSection>
  );
}
