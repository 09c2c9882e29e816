import type { SandboxContent } from '@chatgate/contracts';
import { MapPin, UserRound } from 'lucide-react';
import { cn } from '../../lib/cn';

type Location = Extract<SandboxContent, { type: 'location' }>;
type Contact = Extract<SandboxContent, { type: 'contact' }>;

const cardClass = (onDark: boolean) =>
  cn(
    'flex w-60 max-w-full items-start gap-2.5 rounded-lg p-2.5',
    onDark ? 'bg-emerald-800' : 'bg-slate-100 dark:bg-slate-900',
  );
const mutedClass = (onDark: boolean) =>
  cn('text-xs', onDark ? 'text-emerald-100' : 'text-slate-600 dark:text-slate-400');

/** A shared location: its name, address and coordinates, opening a map. */
export function LocationCard({ location, onDark }: { location: Location; onDark: boolean }) {
  const { latitude, longitude } = location;
  const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=16/${latitude}/${longitude}`;
  return (
    <div data-testid="location-card" className={cardClass(onDark)}>
      <MapPin aria-hidden="true" className="size-8 shrink-0" />
      <div className="min-w-0">
        <p className="font-medium">{location.name ?? 'Location'}</p>
        {location.address && <p className="break-words">{location.address}</p>}
        <p className={mutedClass(onDark)}>
          {latitude}, {longitude}
        </p>
        <a href={map} target="_blank" rel="noopener noreferrer" className="font-medium text-xs underline">
          Open map
        </a>
      </div>
    </div>
  );
}

/** A shared contact card: the person's name and number. */
export function ContactCard({ contact, onDark }: { contact: Contact; onDark: boolean }) {
  return (
    <div data-testid="contact-card" className={cardClass(onDark)}>
      <span
        aria-hidden="true"
        className={cn(
          'flex size-9 shrink-0 items-center justify-center rounded-full',
          onDark ? 'bg-emerald-600' : 'bg-slate-300 dark:bg-slate-700',
        )}
      >
        <UserRound className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="font-medium">{contact.name}</p>
        <p className={mutedClass(onDark)}>+{contact.phone}</p>
      </div>
    </div>
  );
}
