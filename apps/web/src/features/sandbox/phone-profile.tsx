import type { SandboxProfile } from '@chatgate/contracts';
import { BadgeCheck, UserRound } from 'lucide-react';

/** Who the phone is to the tokens it writes to: what GET /contacts/{id} shows of it. */
export function PhoneProfile({ profile }: { profile: SandboxProfile }) {
  return (
    <section aria-label="WhatsApp profile" className="flex items-start gap-3 text-sm">
      <UserRound
        aria-hidden="true"
        className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
      />
      <div className="min-w-0 space-y-0.5">
        <p className="font-medium">
          {profile.pushName}
          {profile.business && (
            <span className="ml-2 inline-flex items-center gap-1 text-xs text-emerald-800 dark:text-emerald-300">
              <BadgeCheck aria-hidden="true" className="size-3.5" /> Business
            </span>
          )}
        </p>
        <p className="break-all font-mono text-xs text-slate-600 dark:text-slate-300">LID {profile.lid}</p>
        <p className="text-slate-700 dark:text-slate-200">
          {profile.about ?? 'No about text'} ·{' '}
          {profile.hasPicture ? 'Profile picture set' : 'No profile picture'}
        </p>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          Tokens see this in GET /contacts/{'{id}'}; a token that blocks this phone gets none of its messages.
        </p>
      </div>
    </section>
  );
}
