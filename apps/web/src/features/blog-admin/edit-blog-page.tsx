import { BlogMessages, blogPath, isBuiltinPost } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { LoadingText } from '../../components/loading-text';
import { RoleGate } from '../../components/role-gate';
import { errorMessage, isApiError } from '../../lib/api-error';
import { Link, useSearchParams } from '../../lib/router';
import { blogAdminApi, blogAdminKeys } from './api';
import { BlogForm } from './blog-create-form';
import { DeletePostButton } from './delete-post-button';

const ADMIN_ONLY = ['Admin'] as const;

function EditPost({ id }: { id: string }) {
  const query = useQuery({
    queryKey: blogAdminKeys.post(id),
    enabled: id !== '',
    queryFn: ({ signal }) => blogAdminApi.get(id, signal),
  });
  if (!id || (query.isError && isApiError(query.error) && query.error.status === 404)) {
    return <Alert tone="error">{BlogMessages.notFound}</Alert>;
  }
  if (query.isError) {
    return <Alert tone="error">{errorMessage(query.error, 'The post could not be loaded.')}</Alert>;
  }
  if (!query.data) return <LoadingText />;
  const post = query.data.result;
  if (isBuiltinPost(post.blogID)) return <Alert tone="info">{BlogMessages.builtinLocked}.</Alert>;
  return (
    <Card
      title="Blog Post"
      description={`Published at ${blogPath(post)}`}
      action={<DeletePostButton post={post} />}
    >
      <BlogForm key={post.blogID} post={post} />
    </Card>
  );
}

/** /dashboard/edit-blog?id=: changes or deletes a post written on the dashboard; Admin only (the server's rule). */
export default function EditBlogPage() {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <RoleGate roles={ADMIN_ONLY}>
      <div className="mx-auto w-full max-w-3xl space-y-6">
        <Link
          to="/dashboard/view-blogs"
          className="inline-flex items-center gap-1.5 font-medium text-emerald-800 text-sm hover:underline dark:text-emerald-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to View Blogs
        </Link>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Edit Blog</h1>
        <EditPost id={id} />
      </div>
    </RoleGate>
  );
}
