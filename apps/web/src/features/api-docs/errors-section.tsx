import { MAX_MEDIA_BYTES, MessagingMessages } from '@chatgate/contracts';
import { CodeBlock } from '../../components/code-frame';
import { prettyJson } from '../../lib/code-samples/sample-request';
import { ERROR_STATUSES } from './catalogue/error-statuses';
import { DocList } from './doc-list';
import { DocSection } from './doc-section';
import { Code, Prose, RichText } from './doc-text';

const MB = 1024 * 1024;

/** The error shape, every status, and the size and rate limits. */
export function ErrorsSection() {
  return (
    <DocSection
      id="errors"
      title="Errors and limits"
      intro="Failures answer with a 4xx or 5xx status and a JSON body: message is for people, code for programs."
    >
      <CodeBlock
        caption="HTTP 400"
        code={prettyJson({ message: MessagingMessages.toDigits, code: 'VALIDATION' })}
      />
      <div className="overflow-hidden rounded-2xl bg-white px-4 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
        <DocList
          items={ERROR_STATUSES.map((entry) => ({
            key: entry.status,
            term: (
              <>
                <span className="font-mono font-semibold text-red-700 dark:text-red-400">{entry.status}</span>{' '}
                <span className="text-slate-700 dark:text-slate-200">{entry.title}</span>
              </>
            ),
            description: <RichText text={entry.meaning} />,
          }))}
        />
      </div>
      <Prose>
        <ul>
          <li>JSON bodies up to 1 MB; media files up to {MAX_MEDIA_BYTES / MB} MB (413 above either).</li>
          <li>
            Requests are rate limited per API key. Every answer of a counted call (sends, number checks, read
            receipts, groups and channels, webhook test events and replays, and the instance controls: QR,
            pairing code, logout and reboot) says how you stand: <Code>RateLimit-Limit</Code> (calls allowed
            at once), <Code>RateLimit-Remaining</Code> (calls left now) and <Code>RateLimit-Reset</Code>{' '}
            (seconds until the limit is whole again). On <strong>429</strong>, wait the number of seconds in
            the <Code>Retry-After</Code> header before trying again.
          </li>
          <li>
            Retrying a send after a timeout? Send the same <Code>Idempotency-Key</Code> so it goes out only
            once.
          </li>
          <li>5xx answers are rare and safe to retry with backoff; their details stay on our side.</li>
        </ul>
      </Prose>
    </DocSection>
  );
}
