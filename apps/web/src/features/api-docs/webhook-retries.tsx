import { RETRY_FACTS, RETRY_STEPS } from './catalogue/retry-schedule';
import { DocList } from './doc-list';
import { Code, Prose, SubHeading } from './doc-text';

/** How a delivery is retried: the rules and the schedule, from the server's own constants. */
export function WebhookRetries() {
  return (
    <div className="space-y-3">
      <SubHeading>Retries</SubHeading>
      <Prose>
        <ul>
          <li>
            Answer with any <strong>2xx</strong> status within {RETRY_FACTS.timeoutSeconds} seconds: the event
            is delivered.
          </li>
          <li>
            Any other status, or no answer within {RETRY_FACTS.timeoutSeconds} seconds, is retried on the
            schedule below: {RETRY_FACTS.maxAttempts} attempts over {RETRY_FACTS.span}. Each wait varies by up
            to ±{RETRY_FACTS.jitterPercent}% so retries spread out, and is never shorter than a{' '}
            <Code>Retry-After</Code> header in your answer (up to the longest wait). After the last attempt
            the delivery is <Code>failed</Code>; replay it when your endpoint is back.
          </li>
          <li>
            <strong>410 Gone</strong> turns the webhook off; turn it on again with{' '}
            <Code>PUT /instance/webhook</Code> and <Code>{'{"enabled": true}'}</Code>.
          </li>
          <li>
            Deliveries can arrive more than once or out of order: use <Code>id</Code> to skip duplicates and{' '}
            <Code>seq</Code> to order them. Missed some? Read the <a href="#events">event log</a>.
          </li>
        </ul>
      </Prose>
      <DocList
        className="border-slate-100 border-y dark:border-slate-800"
        items={[
          { key: 'first', term: 'Attempt 1', description: 'At once, when the event happens.' },
          ...RETRY_STEPS.map((step) => ({
            key: String(step.attempt),
            term: `Attempt ${step.attempt}`,
            description: `${step.wait} after the previous one (${step.total} after the first).`,
          })),
        ]}
      />
    </div>
  );
}
