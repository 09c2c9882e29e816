import { type BlogSummary, blogExcerpt, blogPath } from '@chatgate/contracts';
import { ArrowRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/router';
import { CategoryBadge, PostByline } from './post-byline';

interface PostCardProps {
  post: BlogSummary;
  /** The large first card of /blogs. */
  featured?: boolean;
  /** The heading level the card's title takes in its page. */
  headingLevel?: 'h2' | 'h3';
}

/** A post on /blogs or among related posts: cover, category, title (the link), excerpt, byline. */
export function PostCard({ post, featured = false, headingLevel: Heading = 'h3' }: PostCardProps) {
  return (
    <article
      className={cn(
        'group relative flex w-full flex-col overflow-hidden wrap-anywhere rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow focus-within:ring-2 focus-within:ring-emerald-600 hover:shadow-md',
        featured && 'lg:flex-row',
      )}
    >
      {post.blogImg && (
        <img
          src={post.blogImg}
          alt=""
          width={1200}
          height={630}
          loading={featured ? undefined : 'lazy'}
          className={cn(
            'aspect-[40/21] w-full bg-slate-100 object-cover',
            featured && 'lg:w-3/5 lg:shrink-0 lg:self-stretch',
          )}
        />
      )}
      <div className={cn('flex flex-1 flex-col gap-3 p-5 sm:p-6', featured && 'lg:justify-center lg:p-10')}>
        <div className="flex flex-wrap items-center gap-2">
          {featured && (
            <span className="inline-flex items-center rounded-full bg-slate-900 px-3 py-1 font-medium text-white text-xs">
              Featured
            </span>
          )}
          <CategoryBadge category={post.category} />
        </div>
        <Heading
          className={cn(
            'text-balance font-bold text-slate-900 tracking-tight',
            featured ? 'text-2xl sm:text-3xl' : 'text-lg',
          )}
        >
          <Link
            to={blogPath(post)}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-emerald-800"
          >
            {post.title}
          </Link>
        </Heading>
        <p className={cn('text-slate-600', featured ? 'text-base leading-7' : 'text-sm leading-6')}>
          {blogExcerpt(post.excerpt)}
        </p>
        <PostByline post={post} className="mt-auto pt-2" />
        {featured && (
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 font-semibold text-emerald-700 text-sm"
          >
            Read article <ArrowRight className="size-4" />
          </span>
        )}
      </div>
    </article>
  );
}
