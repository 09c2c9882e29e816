import { WEBHOOK_SECRET_OVERLAP_HOURS } from '@chatgate/contracts';
import { useState } from 'react';
import { CodeBlock } from '../../components/code-frame';
import { CodeTabs } from '../../components/code-tabs';
import { prettyJson } from '../../lib/code-samples/sample-request';
import { WEBHOOK_BODY_EXAMPLE, WEBHOOK_EVENTS } from './catalogue/webhook-events';
import { DocList } from './doc-list';
import { Code, Prose, RichText, SubHeading } from './doc-text';
import { WebhookRetries } from './webhook-retries';
import { VERIFY_BY_HAND, VERIFY_WITH_LIBRARY } from './webhook-verify-samples';

const VERIFY_TABS = [
  { id: 'library', label: 'Node.js: standardwebhooks', code: VERIFY_WITH_LIBRARY },
  { id: 'crypto', label: 'Node.js: crypto only', code: VERIFY_BY_HAND },
];

const HEADERS_EXAMPLE = `webhook-id: 3f6c2a9e-8d1b-4c57-9a0e-2b7d5f1c8e44
webhook-timestamp: 1736937000
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=`;

/** What a delivery looks like, how to verify it, and how retries work. */
export function WebhookDelivery() {
  const [verifyTab, setVerifyTab] = useState('library');
  return (
    <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800">
      <h3 className="font-semibold text-slate-900 dark:text-white">Deliveries</h3>
      <Prose>
        <p>
          Each event is a <Code>POST</Code> of JSON to your URL. The body has the same shape as an entry of
          the <a href="#events">event log</a>; <Code>seq</Code> counts up per token, so you can spot gaps and
          duplicates. <Code>version</Code> is the version of the body’s shape: new fields and event types keep
          it, so ignore what you do not know; a change that could break your code comes with a new version.
        </p>
      </Prose>
      <CodeBlock caption="Body" code={prettyJson(WEBHOOK_BODY_EXAMPLE)} />
      <div>
        <SubHeading>Events</SubHeading>
        <DocList
          className="border-slate-100 border-y dark:border-slate-800"
          items={WEBHOOK_EVENTS.map((event) => ({
            key: event.type,
            term: (
              <code className="font-mono font-semibold text-slate-900 dark:text-slate-100">{event.type}</code>
            ),
            description: (
              <>
                <RichText text={event.when} />{' '}
                <span className="text-slate-500 dark:text-slate-400">
                  data: <RichText text={event.data} />
                </span>
              </>
            ),
          }))}
        />
      </div>
      <div className="space-y-3">
        <SubHeading>Signature</SubHeading>
        <Prose>
          <p>
            Deliveries are signed as the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a>{' '}
            spec says, with three headers:
          </p>
        </Prose>
        <CodeBlock caption="Headers" code={HEADERS_EXAMPLE} />
        <Prose>
          <p>
            <Code>webhook-signature</Code> is <Code>v1,</Code> followed by the base64 HMAC-SHA256 of{' '}
            <Code>&lt;webhook-id&gt;.&lt;webhook-timestamp&gt;.&lt;body&gt;</Code>, keyed with the
            base64-decoded part of your secret after <Code>whsec_</Code>. The header may hold several
            signatures separated by spaces (the Standard Webhooks format): accept the delivery when any
            matches. After you rotate the secret, deliveries (retries too) carry two signatures for{' '}
            {WEBHOOK_SECRET_OVERLAP_HOURS} hours, <Code>v1,&lt;new&gt; v1,&lt;old&gt;</Code>: one made with
            the new secret and one with the secret it replaced, so your endpoint keeps verifying until you
            have deployed the new one; then only the new secret signs. Check the raw body before parsing it,
            and refuse timestamps more than five minutes away from your clock.
          </p>
        </Prose>
        <CodeTabs
          label="Webhook verification samples"
          tabs={VERIFY_TABS}
          selected={verifyTab}
          onSelect={setVerifyTab}
        />
      </div>
      <WebhookRetries />
    </div>
  );
}
