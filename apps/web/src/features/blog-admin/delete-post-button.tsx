import { type BlogSummary, blogDeleteConfirmText } from '@chatgate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { useDeleteAction } from '../../components/use-delete-action';
import { useNavigate } from '../../lib/router';
import { blogAdminApi, blogAdminKeys } from './api';

/** Deletes a post written on the dashboard, after a confirmation; then back to View Blogs. */
export function DeletePostButton({ post }: { post: Pick<BlogSummary, 'blogID' | 'title'> }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAction({
    what: 'blog post',
    text: blogDeleteConfirmText(post.title),
    remove: () => blogAdminApi.remove(post.blogID),
    onDeleted: () => {
      navigate('/dashboard/view-blogs');
      client.removeQueries({ queryKey: blogAdminKeys.post(String(post.blogID)) });
      void client.invalidateQueries({ queryKey: blogAdminKeys.lists });
      void client.invalidateQueries({ queryKey: blogAdminKeys.publicBlogs });
    },
  });
  return (
    <Button
      variant="danger"
      size="sm"
      loading={remove.pending}
      onClick={() => void remove.run()}
      aria-label={`Delete “${post.title}”`}
    >
      {!remove.pending && <Trash2 aria-hidden="true" className="size-4" />}
      Delete
    </Button>
  );
}
