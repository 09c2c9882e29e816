import { KeyRound, type LucideIcon, QrCode, Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../components/card';
import { Link } from '../../lib/router';

interface Step {
  icon: LucideIcon;
  title: string;
  body: ReactNode;
}

const linkClass = 'font-semibold text-emerald-700 hover:underline dark:text-emerald-400';

const STEPS: Step[] = [
  {
    icon: KeyRound,
    title: '1. Generate a token',
    body: (
      <>
        Your trial comes with one token. For another department, click <strong>Create New Token</strong> and
        give it a name; the button is available once no token is on trial or expired. Copy a token's key with
        the copy icon and send it in the <code>key</code> header of your API calls.
      </>
    ),
  },
  {
    icon: QrCode,
    title: '2. Generate a QR code',
    body: (
      <>
        Click <strong>Get QR Code</strong> on the token's row. A QR code appears under it and refreshes every
        20 seconds until a phone scans it.
      </>
    ),
  },
  {
    icon: Smartphone,
    title: '3. Connect a phone',
    body: (
      <>
        In WhatsApp open Settings, Linked Devices, Link a Device, and scan the code. No phone at hand? Use the{' '}
        <Link to="/dashboard/sandbox" className={linkClass}>
          Sandbox Phone
        </Link>
        , a virtual phone that links to your token and can send and receive test messages.
      </>
    ),
  },
];

/** Getting Started in three columns (spec 2.8). */
export function GettingStarted() {
  return (
    <Card title="Getting Started" description="From sign-up to your first message in three steps.">
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, body }) => (
          <li key={title}>
            <span className="flex size-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-600 dark:bg-emerald-950 dark:text-emerald-400">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="mt-3 font-semibold text-slate-900 dark:text-white">{title}</h3>
            <p className="mt-1.5 text-slate-600 text-sm leading-6 dark:text-slate-400">{body}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}
