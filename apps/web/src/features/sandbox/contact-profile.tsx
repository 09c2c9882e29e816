import type { ReactNode } from 'react';
import { useContactProfile } from './status-api';

/**
 * A contact's avatar, name and about text for the chat header: what WhatsApp shows of a token's
 * profile (set with PATCH /instance/profile and PUT /instance/profile/picture).
 */
export function ContactProfile({
  phone,
  peer,
  activity,
  fallback,
}: {
  phone: string;
  peer: string;
  /** What the contact is doing now (typing..., recording audio...), shown instead of the about text. */
  activity?: string | null;
  fallback: ReactNode;
}) {
  const profile = useContactProfile(phone, peer).data;
  return (
    <>
      {profile?.pictureUrl ? (
        <img
          src={profile.pictureUrl}
          alt={profile.name || peer}
          className="size-9 shrink-0 rounded-full object-cover"
          data-testid="contact-picture"
        />
      ) : (
        fallback
      )}
      <div className="min-w-0" data-testid="contact-profile">
        <h3 className="font-semibold">
          {profile?.name ? <span>{profile.name}</span> : null}
          <span
            className={
              profile?.name
                ? 'ml-2 font-mono font-normal text-slate-500 text-xs dark:text-slate-400'
                : 'font-mono'
            }
          >
            {peer}
          </span>
        </h3>
        {activity ? (
          <ChatActivity activity={activity} />
        ) : (
          <p className="truncate text-slate-500 text-xs dark:text-slate-400">{profile?.about || 'Contact'}</p>
        )}
      </div>
    </>
  );
}

/** The contact's typing or recording indicator under the chat's name. */
export function ChatActivity({ activity }: { activity: string }) {
  return (
    <p aria-live="polite" className="truncate text-emerald-700 text-xs italic dark:text-emerald-400">
      {activity}
    </p>
  );
}
