import { AtSign, Briefcase, Camera, MonitorPlay, ThumbsUp } from 'lucide-react';
import { Link } from '../../lib/router';

const linkClass =
  'flex size-9 items-center justify-center rounded-full bg-white text-slate-600 ring-1 ring-slate-200 transition-colors hover:text-emerald-700';

const ON_SITE = [
  { label: 'Chatgate on Facebook', icon: ThumbsUp },
  { label: 'Chatgate on X (Twitter)', icon: AtSign },
  { label: 'Chatgate on LinkedIn', icon: Briefcase },
  { label: 'Chatgate on Instagram', icon: Camera },
];

/** The footer's social links (spec 2.3): the video channel is external, the others lead home. */
export function SocialLinks() {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Social media">
      <li>
        <a
          href="https://www.youtube.com/"
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Chatgate on YouTube (opens in a new tab)"
          className={linkClass}
        >
          <MonitorPlay aria-hidden="true" className="size-4" />
        </a>
      </li>
      {ON_SITE.map(({ label, icon: Icon }) => (
        <li key={label}>
          <Link to="/" aria-label={label} className={linkClass}>
            <Icon aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
