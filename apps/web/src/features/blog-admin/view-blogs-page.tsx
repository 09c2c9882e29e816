import { blogExcerpt, blogPath, isBuiltinPost } from '@chatgate/contracts';
import { Newspaper, Pencil, PenLine } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/button-link';
import { Card } from '../../components/card';
import { TextWithDates } from '../../components/date-text';
import { EmptyState } from '../../components/empty-state';
import { Pager } from '../../components/pager';
import { QueryStatus } from '../../components/query-status';
import { formatDate } from '../../lib/format-date';
import { pageCount } from '../../lib/paging';
import { Link } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { usePagedQuery } from '../../lib/use-paged-query';
import { blogAdminApi, blogAdminKeys } from './api';
import { DeletePostButton } from './delete-post-button';

/** A post's YYYY-MM-DD date as dd-MMM-yyyy, read as a local day (not UTC midnight). */
const postDate = (date: string) => formatDate(`${date}T00:00:00`) || date;

/** /dashboard/view-blogs: every post, 15 a page, each excerpt cut at 100 characters, linking to the article. */
export default function ViewBlogsPage() {
  const { user } = useSession();
  const admin = user?.role === 'Admin';
  const { query: list, setPage } = usePagedQuery(blogAdminKeys.list, (page, signal) =>
    blogAdminApi.list(page, signal),
  );

  let body: ReactNode;
  if (!list.data) {
    body = <QueryStatus query={list} errorTitle="The posts could not be loaded." />;
  } else if (list.data.result.length === 0) {
    body = (
      <EmptyState icon={Newspaper} title="No posts yet.">
        Published posts appear here and on the public blog.
      </EmptyState>
    );
  } else {
    body = (
      <>
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {list.data.result.map((post) => (
            <li key={post.blogID} className="wrap-anywhere px-5 py-4">
              <article>
                <h3 id={`post-${post.blogID}-title`} className="font-semibold text-slate-900 dark:text-white">
                  <Link
                    to={blogPath(post)}
                    className="hover:text-emerald-700 hover:underline dark:hover:text-emerald-300"
                  >
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-1 text-slate-600 text-sm leading-6 dark:text-slate-300">
                  {blogExcerpt(post.excerpt)}
                </p>
                <p className="mt-2 text-slate-500 text-xs dark:text-slate-400">
                  <TextWithDates
                    text={[post.category, post.posted_by, postDate(post.date), post.readTime]
                      .filter(Boolean)
                      .join(' · ')}
                  />
                </p>
                {/* The built-in articles ship with each release: they are not edited here. */}
                {admin && !isBuiltinPost(post.blogID) && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <ButtonLink
                      to={`/dashboard/edit-blog?id=${post.blogID}`}
                      variant="secondary"
                      size="sm"
                      aria-describedby={`post-${post.blogID}-title`}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      Edit
                    </ButtonLink>
                    <DeletePostButton post={post} />
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
        <Pager
          page={list.data.page}
          pages={pageCount(list.data.total, list.data.pageSize)}
          label="Blog pages"
          onPage={setPage}
          className="flex items-center justify-center gap-4 border-slate-100 border-t p-4 dark:border-slate-800"
        />
      </>
    );
  }

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">View Blogs</h1>
        {admin && (
          <ButtonLink to="/dashboard/create-blogs" size="sm">
            <PenLine aria-hidden="true" className="size-4" />
            Create Blog
          </ButtonLink>
        )}
      </div>
      <Card
        title="Blog Posts"
        description={list.data ? `${list.data.total} posts, newest first.` : undefined}
        flush
      >
        {body}
      </Card>
    </div>
  );
}
