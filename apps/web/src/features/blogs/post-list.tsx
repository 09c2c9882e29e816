import type { BlogListResponse } from '@chatgate/contracts';
import { Pager } from '../../components/pager';
import { pageCount } from '../../lib/paging';
import { PostCard } from './post-card';

interface PostListProps {
  response: BlogListResponse;
  onPage: (page: number) => void;
}

/** The posts of one page: the first large (featured) on page 1, the rest in a grid, then paging. */
export function PostList({ response, onPage }: PostListProps) {
  const { result, total, page, pageSize } = response;
  const pages = pageCount(total, pageSize);
  if (result.length === 0) {
    return <p className="py-16 text-center text-slate-600">No posts in this category yet.</p>;
  }
  const featured = page === 1 ? result[0] : undefined;
  const rest = featured ? result.slice(1) : result;
  return (
    <>
      {featured && <PostCard post={featured} featured headingLevel="h2" />}
      {rest.length > 0 && (
        <>
          <h2 className="sr-only">More posts</h2>
          <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {rest.map((post) => (
              <li key={post.blogID} className="flex">
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager
        page={page}
        pages={pages}
        label="Blog pages"
        onPage={onPage}
        className="mt-10 flex items-center justify-center gap-4"
      />
    </>
  );
}
