import type { BlogSummary } from '@chatgate/contracts';
import { PostCard } from './post-card';

/** Up to two posts of the same category (spec 2.6); nothing when there are none. */
export function RelatedPosts({ posts }: { posts: BlogSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading">
      <h2 id="related-posts-heading" className="font-bold text-2xl text-slate-900 tracking-tight">
        Related Posts
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {posts.map((post) => (
          <li key={post.blogID} className="flex">
            <PostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
