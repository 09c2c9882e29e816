import type { ReactNode } from 'react';
import { PageMeta, type PageMetaProps } from '../../../components/page-meta';
import { useFocusOnShow } from '../../../components/use-focus-on-show';
import { cn } from '../../../lib/cn';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  /** A badge above the title (e.g. an icon). */
  icon?: ReactNode;
  /** Under the card, e.g. "Already have an account?". */
  footer?: ReactNode;
  width?: 'md' | 'lg';
  /** The page's title and description, when the card is the page. */
  page?: PageMetaProps;
  /**
   * The card took the place of a form that was sent (its outcome): its title takes focus, so a
   * keyboard or screen-reader user lands on and hears the outcome instead of the page's body.
   */
  focusTitle?: boolean;
  children: ReactNode;
}

/** The centred card every auth screen sits in. */
export function AuthCard({
  title,
  subtitle,
  icon,
  footer,
  width = 'md',
  page,
  focusTitle,
  children,
}: AuthCardProps) {
  const heading = useFocusOnShow<HTMLHeadingElement>(focusTitle);
  return (
    <div className="relative isolate flex min-h-[calc(100vh-4rem)] justify-center overflow-hidden bg-slate-50 px-4 py-10 sm:py-16">
      {page && <PageMeta {...page} />}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 bg-[radial-gradient(60%_100%_at_50%_0%,rgba(16,185,129,0.16),transparent)]"
      />
      <div className={cn('w-full', width === 'lg' ? 'max-w-xl' : 'max-w-md')}>
        <div className="rounded-2xl bg-white p-6 shadow-slate-200/70 shadow-xl ring-1 ring-slate-200 sm:p-8">
          {icon && <div className="mb-5 flex justify-center">{icon}</div>}
          <div className={cn('mb-6', icon && 'text-center')}>
            <h1
              ref={heading}
              tabIndex={focusTitle ? -1 : undefined}
              className="font-bold text-2xl text-slate-900 tracking-tight focus:outline-none"
            >
              {title}
            </h1>
            {subtitle && <p className="mt-1.5 text-slate-600 text-sm leading-6">{subtitle}</p>}
          </div>
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-slate-600 text-sm">{footer}</div>}
      </div>
    </div>
  );
}

/** The round tinted badge used as an AuthCard icon. */
export function AuthIcon({ tone = 'brand', children }: { tone?: 'brand' | 'error'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'flex size-14 items-center justify-center rounded-full',
        tone === 'brand' ? 'bg-emerald-50 text-emerald-600' : 'bg-red-50 text-red-600',
      )}
    >
      {children}
    </span>
  );
}
