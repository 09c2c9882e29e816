import { Logo } from '../../components/logo';
import { NewsletterBox } from '../../features/newsletter/newsletter-box';
import { FOOTER_COLUMNS } from './nav-links';
import { SectionLink } from './section-link';
import { SocialLinks } from './social-links';

/** The shared public footer (spec 2.3); its id is the home page's "contact" anchor. */
export function SiteFooter() {
  return (
    <footer id="contact" className="scroll-mt-16 border-slate-200 border-t bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_3fr]">
          <div className="max-w-sm">
            <Logo />
            <p className="mt-4 text-slate-600 text-sm leading-6">
              A WhatsApp messaging API for developers and businesses. Send and receive messages from your own
              code.
            </p>
            <div className="mt-6">
              <SocialLinks />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4">
            {FOOTER_COLUMNS.map((column) => (
              <nav key={column.title} aria-label={column.title}>
                <h2 className="font-semibold text-slate-900 text-sm">{column.title}</h2>
                <ul className="mt-3 space-y-2.5">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <SectionLink
                        to={link.to}
                        className="inline-block rounded py-0.5 text-slate-600 text-sm hover:text-emerald-700"
                      >
                        {link.label}
                      </SectionLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <NewsletterBox source="footer" />
        <p className="mt-6 border-slate-200 border-t pt-6 text-slate-600 text-sm">
          © {new Date().getFullYear()} Chatgate. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
