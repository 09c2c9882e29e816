import { isStaffRole } from '@chatgate/contracts';
import { Inbox, SquarePen } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryStatus } from '../../components/query-status';
import { pageCount } from '../../lib/paging';
import { useSession } from '../../lib/session-context';
import { usePagedQuery } from '../../lib/use-paged-query';
import { newsApi } from './api';
import { NEWS_TEXTS, type NewsKind, newsKeys } from './news-kinds';
import { NewsTable } from './news-table';

/** The list of announcements or broadcasts, 15 a page, newest first; the page is in ?page=. */
export function NewsListPage({ kind }: { kind: NewsKind }) {
  const texts = NEWS_TEXTS[kind];
  const { user } = useSession();
  const staff = user ? isStaffRole(user.role) : false;
  const { query: list, setPage } = usePagedQuery(
    (page) => newsKeys.list(kind, page),
    (page, signal) => newsApi.list(kind, { uuid: user?.id, role: user?.role }, page, signal),
  );

  let body: ReactNode;
  if (!list.data) {
    body = <QueryStatus query={list} errorTitle={`The ${texts.plural.toLowerCase()} could not be loaded.`} />;
  } else if (list.data.items.length === 0) {
    body = (
      <EmptyState icon={Inbox} title={texts.empty}>
        {(staff && texts.staffEmptyHint) || texts.emptyHint}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <NewsTable kind={kind} items={list.data.items} />
        <Pager
          page={list.data.page}
          pages={pageCount(list.data.total, list.data.pageSize)}
          label={`${texts.singular} pages`}
          onPage={setPage}
          className="flex items-center justify-center gap-4 border-slate-100 border-t p-4 dark:border-slate-800"
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          {texts.viewTitle}
        </h1>
        {/* CRM may create too (spec 6), but the side bar shows the creation entries to Admin only. */}
        {staff && (
          <ButtonLink to={texts.createPath} size="sm">
            <SquarePen aria-hidden="true" className="size-4" />
            {texts.createTitle}
          </ButtonLink>
        )}
      </div>
      <Card
        title={texts.plural}
        description={list.data ? `${list.data.total} in all, newest first.` : undefined}
        flush
      >
        {body}
      </Card>
    </div>
  );
}
