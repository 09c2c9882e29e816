import {
  stackableCellClassName as cell,
  DataTable,
  StackedLabel,
  stackedRowClassName as stackedRow,
} from '../../components/data-table';
import { DateTime } from '../../components/date-text';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import type { NewsItem } from './api';
import { AttachmentButton } from './attachment-button';
import { NEWS_TEXTS, type NewsKind } from './news-kinds';

const COLUMNS = ['Subject', 'Issue Date', 'Status', 'Attachment'];

function ReadState({ read, readers }: Pick<NewsItem, 'read' | 'readers'>) {
  if (readers)
    return (
      <span className="text-slate-600 dark:text-slate-300">
        Read by {readers.read} of {readers.of}
      </span>
    );
  if (read) return <span className="text-slate-500 dark:text-slate-400">Read</span>;
  return (
    <span className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-0.5 font-semibold text-emerald-800 text-xs dark:bg-emerald-950 dark:text-emerald-300">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-emerald-600" />
      Unread
    </span>
  );
}

/** One page of announcements or broadcasts: subject (the link), issue date, read state, attachment. */
export function NewsTable({ kind, items }: { kind: NewsKind; items: NewsItem[] }) {
  const texts = NEWS_TEXTS[kind];
  return (
    <DataTable columns={COLUMNS} minWidthClassName="md:min-w-[40rem]" stackBelowMd>
      {items.map((item) => (
        <tr key={item.id} className={cn(stackedRow, !item.read && 'bg-emerald-50/40 dark:bg-emerald-950/20')}>
          <td className={cn(cell, 'max-md:basis-full max-md:break-words')}>
            <Link
              to={texts.link(item.id)}
              className={cn(
                'text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300',
                !item.read && 'font-semibold',
              )}
            >
              {item.subject}
            </Link>
          </td>
          <td className={cn(cell, 'whitespace-nowrap text-slate-600 dark:text-slate-300')}>
            <StackedLabel>Issued</StackedLabel>
            <DateTime value={item.issueDate} />
          </td>
          <td className={cell}>
            <ReadState read={item.read} readers={item.readers} />
          </td>
          {/*
            Below md the attachment gets a line of its own, its icon in line with the text above
            (the button's padding pulled back), and a missing one is left out, not a lone dash.
          */}
          <td
            className={cn(cell, 'max-w-64 max-md:-ml-3 max-md:basis-full', !item.fileName && 'max-md:hidden')}
          >
            {item.fileName ? (
              <AttachmentButton kind={kind} item={item} />
            ) : (
              <span className="text-slate-400">
                <span aria-hidden="true">—</span>
                <span className="sr-only">None</span>
              </span>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
