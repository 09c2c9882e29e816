import { BEST_PRACTICES } from '@chatgate/contracts';
import { CheckCircle2, type LucideIcon, XCircle } from 'lucide-react';
import { PageSection } from '../../components/site/page-section';
import { SectionHeading } from '../../components/site/section-heading';
import { cn } from '../../lib/cn';

const { maxMessagesPerContactPerHour, minPauseMinutes, randomDelaySeconds, spamReportsBanRisk } =
  BEST_PRACTICES;

/** Spec 9's guidance for avoiding bans. */
const DOS = [
  `Send at most ${maxMessagesPerContactPerHour} messages per contact per hour.`,
  `After that, pause for at least ${minPauseMinutes / 60} hour before writing to the same contact again.`,
  `Add random delays of ${randomDelaySeconds.min} to ${randomDelaySeconds.max} seconds between messages.`,
  'Message people who opted in and expect to hear from you; offer a way to stop.',
  'Warm up a new number gradually with real conversations before sending in volume.',
];

const DONTS = [
  `Don't get reported: ${spamReportsBanRisk.min} to ${spamReportsBanRisk.max} spam reports may get your number banned.`,
  "Don't send the same text to many contacts at once; personalise each message.",
  "Don't message contacts who never saved your number or asked to hear from you.",
  "Don't send bursts at a fixed interval: automated patterns are easy to spot.",
];

interface GuidanceListProps {
  title: string;
  items: string[];
  icon: LucideIcon;
  /** The colour of the title and icons. */
  tone: string;
}

function GuidanceList({ title, items, icon: Icon, tone }: GuidanceListProps) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 className={cn('font-semibold text-lg', tone)}>{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-slate-700">
            <Icon aria-hidden="true" className={cn('mt-0.5 size-5 shrink-0', tone)} />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function BestPractices() {
  return (
    <PageSection id="dos" labelledBy="dos-heading" tinted>
      <SectionHeading id="dos-heading" eyebrow="Best practices" title="Keep your number safe from bans">
        WhatsApp watches for spam-like behaviour. Follow these rules and your number stays healthy.
      </SectionHeading>
      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <GuidanceList title="Do" items={DOS} icon={CheckCircle2} tone="text-emerald-700" />
        <GuidanceList title="Don't" items={DONTS} icon={XCircle} tone="text-red-700" />
      </div>
    </PageSection>
  );
}
