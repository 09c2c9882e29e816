import { isStaffRole } from '@chatgate/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { useDeleteAction } from '../../components/use-delete-action';
import { useNavigate } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { TOP_BAR_KEYS } from '../../lib/top-bar-queries';
import { newsApi } from './api';
import { NEWS_TEXTS, type NewsKind, newsKeys } from './news-kinds';

/** Edit and Delete of one announcement or broadcast, for Admin and CRM only (the server's rule). */
export function NewsStaffActions({ kind, id }: { kind: NewsKind; id: number }) {
  const texts = NEWS_TEXTS[kind];
  const { user } = useSession();
  const client = useQueryClient();
  const navigate = useNavigate();
  const remove = useDeleteAction({
    what: texts.singular.toLowerCase(),
    text: texts.deleteText,
    remove: () => newsApi.remove(kind, id),
    onDeleted: () => {
      navigate(texts.listPath);
      client.removeQueries({ queryKey: newsKeys.item(kind, String(id)) });
      void client.invalidateQueries({ queryKey: newsKeys.lists(kind) });
      for (const queryKey of TOP_BAR_KEYS) void client.invalidateQueries({ queryKey });
    },
  });
  if (!user || !isStaffRole(user.role)) return null;
  return (
    <div className="flex flex-wrap gap-2">
      <ButtonLink to={texts.editLink(id)} variant="secondary" size="sm">
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </ButtonLink>
      <Button variant="danger" size="sm" loading={remove.pending} onClick={() => void remove.run()}>
        {!remove.pending && <Trash2 aria-hidden="true" className="size-4" />}
        Delete
      </Button>
    </div>
  );
}
