import { BEST_PRACTICES } from '@chatgate/contracts';
import { ShieldCheck } from 'lucide-react';
import { DocSection } from './doc-section';
import { Prose } from './doc-text';

const { maxMessagesPerContactPerHour, minPauseMinutes, randomDelaySeconds, spamReportsBanRisk } =
  BEST_PRACTICES;
const hours = minPauseMinutes / 60;
const pause = !Number.isInteger(hours)
  ? `${minPauseMinutes} minutes`
  : hours === 1
    ? 'an hour'
    : `${hours} hours`;

/** Spec 9: how to keep a number from being banned, and what Chatgate does for you. */
export function BestPracticesSection() {
  return (
    <DocSection
      id="best-practices"
      title="Best practices against bans"
      intro="WhatsApp bans numbers that behave like spam. Keep yours safe:"
    >
      <Prose>
        <ul>
          <li>Send at most {maxMessagesPerContactPerHour} messages per contact per hour.</li>
          <li>After that, pause for at least {pause} before writing to them again.</li>
          <li>
            Leave random delays of {randomDelaySeconds.min} to {randomDelaySeconds.max} seconds between
            messages.
          </li>
          <li>
            Write only to people who expect you: {spamReportsBanRisk.min} to {spamReportsBanRisk.max} spam
            reports may get the number banned.
          </li>
          <li>Check unknown numbers first with the number check, and never send to lists you bought.</li>
        </ul>
      </Prose>
      <div className="flex gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900 text-sm leading-6 ring-1 ring-emerald-200 dark:bg-emerald-950/50 dark:text-emerald-100 dark:ring-emerald-900">
        <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <p>
          Chatgate paces sends per token by default: your requests are accepted at once, queued, and sent one
          by one with delays like these, so a burst from your code does not look like a burst to WhatsApp.
        </p>
      </div>
    </DocSection>
  );
}
