import { BUSINESS_HOURS } from '@chatgate/contracts';
import { BookOpen, Clock, CreditCard, FileCode, Mail, MapPin, Phone, Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../../lib/support-email';

export const CONTACT_PHONE = '+91 98765 43210';
const CONTACT_PHONE_HREF = 'tel:+919876543210';
export const CONTACT_ADDRESS = [
  '4th Floor, Business Bay, Andheri East',
  'Mumbai, Maharashtra 400069',
  'India',
] as const;

const QUICK_LINKS = [
  { to: '/dashboard/apiDocs', label: 'API Documentation', icon: FileCode },
  { to: '/blogs', label: 'Help Center', icon: BookOpen },
  { to: '/auth/signup', label: 'Start Free Trial', icon: Rocket },
  { to: '/#pricing', label: 'Pricing', icon: CreditCard },
] as const;

const linkClassName =
  'rounded-sm font-medium text-emerald-800 underline decoration-emerald-800/30 underline-offset-2 hover:decoration-emerald-800 dark:text-emerald-300';

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
    >
      <h2 id={id} className="font-semibold text-lg text-slate-900 dark:text-white">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="font-medium text-slate-900 text-sm dark:text-white">{label}</h3>
        <div className="mt-0.5 break-words text-slate-600 text-sm leading-6 dark:text-slate-300">
          {children}
        </div>
      </div>
    </li>
  );
}

/** Spec 2.6: support e-mail, phone, an address in India, business hours and quick links. */
export function ContactDetails() {
  return (
    <div className="space-y-6">
      <Panel id="contact-info-heading" title="Contact Information">
        <ul className="space-y-4">
          <Line icon={<Mail aria-hidden="true" className="size-4" />} label="Email">
            <a href={SUPPORT_MAILTO} className={linkClassName}>
              {SUPPORT_EMAIL}
            </a>
          </Line>
          <Line icon={<Phone aria-hidden="true" className="size-4" />} label="Phone">
            <a href={CONTACT_PHONE_HREF} className={linkClassName}>
              {CONTACT_PHONE}
            </a>
          </Line>
          <Line icon={<MapPin aria-hidden="true" className="size-4" />} label="Address">
            <address className="not-italic">
              {CONTACT_ADDRESS.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </Line>
        </ul>
      </Panel>

      <Panel id="business-hours-heading" title="Business Hours">
        <div className="flex gap-3">
          <Clock
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-300"
          />
          <dl className="grid flex-1 grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {BUSINESS_HOURS.map(({ days, hours }) => (
              <div key={days} className="contents">
                <dt className="text-slate-600 dark:text-slate-300">{days}</dt>
                <dd className="text-right font-medium text-slate-900 dark:text-white">{hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Panel>

      <Panel id="quick-links-heading" title="Quick Links">
        <ul className="space-y-3">
          {QUICK_LINKS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={`inline-flex items-center gap-2 text-sm ${linkClassName}`}>
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </div>
  );
}
