import { type BlogPost, blogDeleteConfirmText, isBuiltinPost } from '@chatgate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { useDeleteAction } from '../../components/use-delete-action';
import { useNavigate } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { blogKeys, blogsApi } from './api';

/**
 * Edit and Delete on an article, for a signed-in Admin (the server's rule) and posts written on
 * the dashboard; visitors and other roles see nothing of it.
 */
export function PostAdminActions({ post }: { post: Pick<BlogPost, 'blogID' | 'title'> }) {
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAction({
    what: 'blog post',
    text: blogDeleteConfirmText(post.title),
    remove: () => blogsApi.remove(post.blogID),
    onDeleted: () => {
      navigate('/blogs');
      client.removeQueries({ queryKey: blogKeys.post(String(post.blogID)) });
      void client.invalidateQueries({ queryKey: ['blogs'] });
    },
  });
  if (user?.role !== 'Admin' || isBuiltinPost(post.blogID)) return null;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <span className="mr-auto text-slate-600 text-sm">You can change this post as an Admin.</span>
      <ButtonLink to={`/dashboard/edit-blog?id=${post.blogID}`} variant="secondary" size="sm">
        <Pencil aria-hidden="true" className="size-4" />
        Edit post
      </ButtonLink>
      <Button variant="danger" size="sm" loading={remove.pending} onClick={() => void remove.run()}>
        {!remove.pending && <Trash2 aria-hidden="true" className="size-4" />}
        Delete post
      </Button>
    </div>
  );
}
