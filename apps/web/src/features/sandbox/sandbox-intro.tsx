import { SANDBOX_UNREGISTERED_SUFFIX } from '@chatgate/contracts';
import { FlaskConical } from 'lucide-react';

/** What the sandbox is, in a few lines. */
export function SandboxIntro() {
  return (
    <div className="flex gap-4 rounded-2xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-100 dark:bg-emerald-950/50 dark:text-emerald-100 dark:ring-emerald-900">
      <FlaskConical
        aria-hidden="true"
        className="mt-0.5 size-6 shrink-0 text-emerald-600 dark:text-emerald-400"
      />
      <div className="space-y-1.5 text-sm leading-6">
        <p>
          Sandbox phones are virtual phones of Chatgate's built-in simulator. Open one with any 12-digit
          number (country code, no + sign), link it to a token by pasting the token's QR payload (or by typing
          the pairing code the token shows for this phone's number), then send test messages to it and reply
          from here, all without a real phone. As on a real phone, the token's own phone shows what the token
          sent, with its ticks.
        </p>
        <p>
          In the simulator every 12-digit number counts as registered on WhatsApp, except numbers ending in{' '}
          <strong>{SANDBOX_UNREGISTERED_SUFFIX}</strong>, which count as not registered. One phone links to
          one token.
        </p>
      </div>
    </div>
  );
}
