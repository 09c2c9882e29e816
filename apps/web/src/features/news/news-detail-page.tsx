import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../components/alert';
import { DateTime } from '../../components/date-text';
import { LoadingText } from '../../components/loading-text';
import { usePageTitle } from '../../components/page-title';
import { errorMessage, isApiError } from '../../lib/api-error';
import { Link, useSearchParams } from '../../lib/router';
import { TOP_BAR_KEYS } from '../../lib/top-bar-queries';
import { newsApi } from './api';
import { AttachmentButton } from './attachment-button';
import { NEWS_TEXTS, type NewsKind, newsKeys } from './news-kinds';
import { NewsStaffActions } from './news-staff-actions';

/** One announcement or broadcast (/dashboard/announcement?id=, /dashboard/broadcast?id=); opening it marks it read. */
export function NewsDetailPage({ kind }: { kind: NewsKind }) {
  const texts = NEWS_TEXTS[kind];
  const client = useQueryClient();
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  const item = useQuery({
    queryKey: newsKeys.item(kind, id),
    enabled: id !== '',
    queryFn: async ({ signal }) => {
      const found = await newsApi.get(kind, id, signal);
      // The server has just marked it read: the list and the top-bar counts change.
      void client.invalidateQueries({ queryKey: newsKeys.lists(kind) });
      for (const queryKey of TOP_BAR_KEYS) void client.invalidateQueries({ queryKey });
      return found;
    },
  });
  usePageTitle(item.data ? `${item.data.subject} - ${texts.singular}` : undefined);

  let body: ReactNode;
  if (!id || (item.isError && isApiError(item.error) && item.error.status === 404)) {
    body = <Alert tone="error">{texts.notFound}</Alert>;
  } else if (item.isPending) {
    body = <LoadingText />;
  } else if (item.isError) {
    body = (
      <Alert tone="error">
        {errorMessage(item.error, `The ${texts.singular.toLowerCase()} could not be loaded.`)}
      </Alert>
    );
  } else {
    const news = item.data;
    body = (
      <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 dark:bg-slate-900 dark:ring-slate-800">
        <p className="font-medium text-emerald-700 text-sm dark:text-emerald-400">{texts.singular}</p>
        <h1 className="mt-1 break-words font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          {news.subject}
        </h1>
        <p className="mt-1 text-slate-500 text-sm dark:text-slate-400">
          Issued <DateTime value={news.issueDate} />
        </p>
        {/* Plain text (the server stores no HTML): React escapes it; line breaks are kept. */}
        <p className="mt-6 whitespace-pre-line break-words text-slate-700 leading-7 dark:text-slate-200">
          {news.description}
        </p>
        {news.fileName && (
          <div className="mt-6 border-slate-100 border-t pt-4 dark:border-slate-800">
            <h2 className="mb-2 font-semibold text-slate-900 text-sm dark:text-white">Attachment</h2>
            <AttachmentButton kind={kind} item={news} />
          </div>
        )}
      </article>
    );
  }

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link
          to={texts.listPath}
          className="inline-flex items-center gap-1.5 font-medium text-emerald-800 text-sm hover:underline dark:text-emerald-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to {texts.viewTitle}
        </Link>
        {item.isSuccess && <NewsStaffActions kind={kind} id={item.data.id} />}
      </div>
      {item.isSuccess ? (
        body
      ) : (
        <>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
            {texts.singular}
          </h1>
          {body}
        </>
      )}
    </div>
  );
}
