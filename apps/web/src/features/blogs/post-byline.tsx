import type { BlogSummary } from '@chatgate/contracts';
import { Calendar, Clock, User } from 'lucide-react';
import { cn } from '../../lib/cn';
import { formatPostDate } from './post-date';

/** Author, date and read time of a post, on one wrapping line. */
export function PostByline({ post, className }: { post: BlogSummary; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-slate-600 text-sm', className)}>
      <span className="inline-flex items-center gap-1.5">
        <User aria-hidden="true" className="size-4" />
        <span className="sr-only">By </span>
        {post.posted_by}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Calendar aria-hidden="true" className="size-4" />
        <span className="sr-only">Published </span>
        <time dateTime={post.date} className="whitespace-nowrap">
          {formatPostDate(post.date)}
        </time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime}
      </span>
    </p>
  );
}

/** The category label of a post (nothing for a post without one). */
export function CategoryBadge({ category, className }: { category: string | null; className?: string }) {
  if (!category) return null;
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full bg-emerald-50 px-3 py-1 font-medium text-emerald-800 text-xs ring-1 ring-emerald-200',
        className,
      )}
    >
      {category}
    </span>
  );
}
