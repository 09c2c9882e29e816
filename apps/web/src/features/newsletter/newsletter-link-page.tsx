import { NewsletterMessages, type NewsletterResponse } from '@chatgate/contracts';
import { CircleCheck, CircleX, Mail } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/spinner';
import { errorMessage } from '../../lib/api-error';
import { useSearchParams } from '../../lib/router';

type State = { phase: 'working' } | { phase: 'done'; message: string } | { phase: 'failed'; message: string };

interface NewsletterLinkPageProps {
  title: string;
  description: string;
  heading: string;
  workingText: string;
  failedFallback: string;
  act: (token: string) => Promise<NewsletterResponse>;
}

/** A page an e-mailed link opens: it posts the link's token once and says what happened. */
export function NewsletterLinkPage({
  title,
  description,
  heading,
  workingText,
  failedFallback,
  act,
}: NewsletterLinkPageProps) {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [state, setState] = useState<State>(
    token ? { phase: 'working' } : { phase: 'failed', message: NewsletterMessages.missingToken },
  );
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    act(token).then(
      ({ message }) => setState({ phase: 'done', message }),
      (error: unknown) => setState({ phase: 'failed', message: errorMessage(error, failedFallback) }),
    );
  }, [token, act, failedFallback]);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PageMeta title={`${title} | Chatgate`} description={description} noIndex />
      <span
        className={
          state.phase === 'failed'
            ? 'flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600 dark:bg-red-950 dark:text-red-400'
            : 'flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300'
        }
      >
        {state.phase === 'working' && <Mail aria-hidden="true" className="size-7" />}
        {state.phase === 'done' && <CircleCheck aria-hidden="true" className="size-7" />}
        {state.phase === 'failed' && <CircleX aria-hidden="true" className="size-7" />}
      </span>
      <h1 className="mt-5 font-bold text-2xl text-slate-900 tracking-tight dark:text-white">{heading}</h1>
      <div role="status" aria-live="polite" className="mt-3 text-slate-700 leading-7 dark:text-slate-300">
        {state.phase === 'working' ? (
          <span className="inline-flex items-center gap-2">
            <Spinner size="sm" />
            {workingText}
          </span>
        ) : (
          <p>{state.message}</p>
        )}
      </div>
      <ButtonLink to="/" variant="secondary" className="mt-8">
        Back to Home
      </ButtonLink>
    </div>
  );
}
