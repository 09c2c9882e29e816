import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { Link } from '../../lib/router';

const Code = ({ children }: { children: ReactNode }) => (
  <code className="whitespace-nowrap rounded bg-slate-100 px-1 py-0.5 font-mono text-[0.8125rem] text-slate-800 dark:bg-slate-800 dark:text-slate-200">
    {children}
  </code>
);

/** How to trust a delivery: the Standard Webhooks signature in short, and where the full guide is. */
export function VerifyHelp() {
  return (
    <Card title="Verifying Signatures">
      <div className="space-y-3 text-slate-600 text-sm leading-6 dark:text-slate-400">
        <p>
          Every delivery carries <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and{' '}
          <Code>webhook-signature</Code> headers.
        </p>
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Compute the HMAC-SHA256 of <Code>id.timestamp.body</Code> with the raw body, keyed with the
            base64-decoded part of your secret after <Code>whsec_</Code>.
          </li>
          <li>
            Compare its base64 with the value after <Code>v1,</Code> in the signature header.
          </li>
          <li>Refuse timestamps more than five minutes from your clock.</li>
        </ol>
        <p>
          Answer with a 2xx within 10 seconds; anything else is retried with backoff, and 410 disables the
          webhook.
        </p>
        <Link
          to="/dashboard/apiDocs#webhooks"
          className="inline-flex items-center gap-1 font-semibold text-emerald-700 hover:underline dark:text-emerald-400"
        >
          Read the webhook guide
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </Card>
  );
}
