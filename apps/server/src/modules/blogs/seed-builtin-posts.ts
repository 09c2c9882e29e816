import { BUILTIN_POSTS } from '@chatgate/contracts/builtin-posts';
import type { Queryable } from '../../db/client';
import { upsertPostsById } from './blogs.queries';

/**
 * Puts the six built-in posts (ids 1 to 6) into blog_posts at start-up, in one statement; run
 * twice it changes nothing, and a release that edits an article updates its row.
 */
export async function seedBuiltinPosts(db: Queryable): Promise<void> {
  await upsertPostsById(
    db,
    BUILTIN_POSTS.map((post) => ({
      id: post.id,
      slug: post.slug,
      title: post.title,
      content: post.content,
      excerpt: post.excerpt,
      category: post.category,
      author: post.author,
      image: post.image,
      readTime: post.readTime,
      publishedOn: post.date,
      createdBy: null,
    })),
  );
}
