import { Image, Smartphone, Users, Webhook } from 'lucide-react';

const FEATURES = [
  {
    icon: Smartphone,
    title: 'Link a phone in seconds',
    text: 'Scan a QR code from the dashboard with the WhatsApp app and your number is ready to use.',
  },
  {
    icon: Image,
    title: 'Every message type',
    text: 'Text, images, audio, video, documents, locations and contacts through one consistent API.',
  },
  {
    icon: Webhook,
    title: 'Real-time webhooks',
    text: 'Get a signed callback the moment a message arrives or its delivery status changes.',
  },
  {
    icon: Users,
    title: 'Groups and channels',
    text: 'Create groups, add or remove participants, and broadcast to channels from your code.',
  },
];

export function FeatureGrid() {
  return (
    <section id="features" aria-labelledby="features-heading" className="py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="features-heading" className="max-w-2xl font-bold text-3xl text-slate-900 tracking-tight">
          Everything you need to message customers at scale
        </h2>
        <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="flex size-10 items-center justify-center rounded-lg bg-emerald-50 text-emerald-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600 text-sm leading-6">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
