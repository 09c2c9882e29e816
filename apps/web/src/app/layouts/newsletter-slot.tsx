import type { ComponentType } from 'react';

type NewsletterForm = ComponentType<{ source: 'footer' | 'blog' }>;

/**
 * NEWSLETTER SLOT: the footer's Stay Updated box is the NewsletterForm of
 * features/newsletter/newsletter-form.tsx. The glob finds it once it exists and renders
 * nothing until then, so the footer builds either way.
 */
const modules = import.meta.glob<{ NewsletterForm?: NewsletterForm }>(
  '../../features/newsletter/newsletter-form.tsx',
  { eager: true },
);
const Form = Object.values(modules)[0]?.NewsletterForm;

export function FooterNewsletter() {
  return Form ? <Form source="footer" /> : null;
}
