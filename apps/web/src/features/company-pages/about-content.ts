import { type LucideIcon, PackageCheck, ShieldCheck, Zap } from 'lucide-react';

export const AUDIENCES = [
  {
    title: 'Developers',
    text: 'Send and receive WhatsApp messages from any language with plain HTTP calls, and get webhooks for replies and delivery updates.',
  },
  {
    title: 'Business owners',
    text: 'Automate order updates, reminders and customer support on the number your customers already know.',
  },
  {
    title: 'Agencies and SaaS teams',
    text: 'Connect a number per client, pay per number, and manage every token from one dashboard.',
  },
] as const;

export const VALUES: Array<{ icon: LucideIcon; title: string; text: string }> = [
  {
    icon: PackageCheck,
    title: 'It works end to end',
    text: 'From scanning the QR code to the webhook landing on your server, every step is built and tested together in a real browser against a real server.',
  },
  {
    icon: Zap,
    title: 'It is fast',
    text: 'Sign up and send your first message in minutes. The API answers quickly and sends your messages in order, paced to keep your number safe.',
  },
  {
    icon: ShieldCheck,
    title: 'It never loses messages, payments or data',
    text: 'A message is accepted only once it is stored, failed webhooks are retried and can be replayed, and a payment activates its token exactly once.',
  },
];
