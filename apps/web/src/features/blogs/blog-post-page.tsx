import { blogPath, blogPostTitle } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { LoadingText } from '../../components/loading-text';
import { PageMeta } from '../../components/page-meta';
import { RetryAlert } from '../../components/retry-alert';
import { isApiError } from '../../lib/api-error';
import { Link, useLocation, useNavigate, useParams } from '../../lib/router';
import { blogKeys, blogsApi } from './api';
import { ArticleBody } from './article-body';
import { PostAdminActions } from './post-admin-actions';
import { CategoryBadge, PostByline } from './post-byline';
import { PostCallToAction } from './post-call-to-action';
import { PostNotFound } from './post-not-found';
import { RelatedPosts } from './related-posts';

function BackLink() {
  return (
    <Link
      to="/blogs"
      className="inline-flex items-center gap-1.5 rounded font-medium text-emerald-700 text-sm hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-emerald-700 focus-visible:outline-offset-2"
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Blogs
    </Link>
  );
}

/** /blogs/{id} and /blogs/{id}/{slug} (spec 2.6): one article, related posts and calls to action. */
export function BlogPostPage() {
  const { id = '', slug } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const query = useQuery({
    queryKey: blogKeys.post(id),
    queryFn: ({ signal }) => blogsApi.get(id, signal),
    staleTime: 60_000,
  });
  const post = query.data?.result;

  // The canonical address carries the post's own slug; a missing or stale one is replaced.
  useEffect(() => {
    if (!post || slug === post.slug) return;
    navigate(`${blogPath(post)}${location.search}${location.hash}`, { replace: true });
  }, [post, slug, navigate, location.search, location.hash]);

  if (query.isPending) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <title>Loading article | Chatgate</title>
        <LoadingText className="justify-center" />
      </div>
    );
  }
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <PostNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <title>Blog | Chatgate</title>
        <RetryAlert
          title="The article could not be loaded"
          error={query.error}
          onRetry={() => query.refetch()}
        />
        <div className="mt-6">
          <BackLink />
        </div>
      </div>
    );
  }

  const { result, related } = query.data;
  return (
    <div className="px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <PageMeta
        title={blogPostTitle(result.title)}
        description={result.excerpt}
        path={blogPath(result)}
        type="article"
        image={result.blogImg}
      />
      <article className="mx-auto max-w-3xl wrap-anywhere">
        <BackLink />
        <header className="mt-6">
          <CategoryBadge category={result.category} />
          <h1 className="mt-4 text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl lg:text-5xl">
            {result.title}
          </h1>
          <PostByline post={result} className="mt-5" />
          <PostAdminActions post={result} />
        </header>
        {result.blogImg && (
          <img
            src={result.blogImg}
            alt={`Cover illustration for “${result.title}”`}
            width={1200}
            height={630}
            className="mt-8 aspect-[40/21] w-full rounded-2xl bg-slate-100 object-cover ring-1 ring-slate-200"
          />
        )}
        <div className="mt-8">
          <ArticleBody html={result.content} />
        </div>
      </article>
      <div className="mx-auto mt-16 max-w-5xl space-y-16">
        <RelatedPosts posts={related} />
        <PostCallToAction />
        <div className="text-center">
          <BackLink />
        </div>
      </div>
    </div>
  );
}
