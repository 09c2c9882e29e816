import { type BlogCategory, blogListFilter } from '@chatgate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingText } from '../../components/loading-text';
import { PageMeta } from '../../components/page-meta';
import { RetryAlert } from '../../components/retry-alert';
import { useSearchParams } from '../../lib/router';
import { blogKeys, blogsApi } from './api';
import { CategoryFilter } from './category-filter';
import { PostList } from './post-list';

const DESCRIPTION =
  'Guides and articles on the WhatsApp messaging API, Google Sheets automation, chatbots, security, business messaging and integrations, from the Chatgate team.';

/**
 * /blogs (spec 2.6): category filter (linkable through ?category=), featured post, grid, and
 * `newsletter` (the Stay Updated box, which the route passes in) at the end.
 */
export function BlogsPage({ newsletter }: { newsletter: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const { category, page } = blogListFilter(params);
  const query = useQuery({
    queryKey: blogKeys.list(category, page),
    queryFn: ({ signal }) => blogsApi.list({ category, page }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

  const select = (next: BlogCategory | null) => {
    setParams(next ? { category: next } : {});
  };
  const goToPage = (next: number) => {
    const nextParams = new URLSearchParams(params);
    if (next > 1) nextParams.set('page', String(next));
    else nextParams.delete('page');
    setParams(nextParams);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <PageMeta
        title={category ? `${category} articles | Chatgate Blog` : 'Blog and Resources | Chatgate'}
        description={DESCRIPTION}
        path="/blogs"
      />
      <header className="mx-auto max-w-3xl text-center">
        <p className="font-semibold text-emerald-700 text-sm">Blog and Resources</p>
        <h1 className="mt-2 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
          Guides for building with the messaging API
        </h1>
        <p className="mt-4 text-base text-slate-600 leading-7 sm:text-lg">
          Tutorials, best practices and news on WhatsApp messaging, automation and integrations.
        </p>
      </header>

      <CategoryFilter selected={category} onSelect={select} />

      <section
        aria-label={category ? `${category} posts` : 'All posts'}
        aria-busy={query.isFetching}
        className="mt-10"
      >
        {query.isPending ? (
          <LoadingText className="justify-center py-16" />
        ) : query.isError ? (
          <RetryAlert
            title="The blog posts could not be loaded"
            error={query.error}
            onRetry={() => query.refetch()}
          />
        ) : (
          <PostList response={query.data} onPage={goToPage} />
        )}
      </section>

      {newsletter}
    </div>
  );
}
