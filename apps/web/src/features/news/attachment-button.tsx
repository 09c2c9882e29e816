import { useMutation } from '@tanstack/react-query';
import { Paperclip } from 'lucide-react';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { type NewsItem, newsApi } from './api';
import type { NewsKind } from './news-kinds';

/**
 * Downloads an item's attachment. The files route needs the bearer token, which a plain link
 * cannot send, so the file is fetched and then saved.
 */
export function AttachmentButton({ kind, item }: { kind: NewsKind; item: NewsItem }) {
  const { alert } = useDialog();
  const download = useMutation({
    mutationFn: () => newsApi.download(kind, item),
    onError: (error) =>
      alert({ icon: 'error', title: 'Download failed', text: errorMessage(error, 'Please try again.') }),
  });
  if (!item.fileName) return null;
  const name = item.originalFileName || item.fileName;
  return (
    <Button
      variant="ghost"
      size="sm"
      loading={download.isPending}
      onClick={() => download.mutate()}
      aria-label={`Download attachment ${name}`}
      className="max-w-full"
    >
      {!download.isPending && <Paperclip aria-hidden="true" className="size-4 shrink-0" />}
      <span className="truncate">{name}</span>
    </Button>
  );
}
