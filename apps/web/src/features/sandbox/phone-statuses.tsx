import { SandboxPostStatusRequestSchema, type SandboxStatus, SandboxStatusTexts } from '@chatgate/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleDot, Eye, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { errorMessage } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { chatTime } from './chat-time';
import { statusApi, statusesKey, usePhoneStatuses } from './status-api';
import { StatusView } from './status-view';

/**
 * The phone's Status tab: its contacts' statuses (a token's POST /status/text or /status/media)
 * and its own. Opening one marks it viewed and tells the poster's token (status.viewed); the
 * phone's own can be deleted (the tokens it was shown to get status.revoked).
 */
export function PhoneStatuses({ phone }: { phone: string }) {
  const statuses = usePhoneStatuses(phone).data?.result ?? [];
  const [openId, setOpenId] = useState<string>();
  const open = statuses.find((s) => s.id === openId);
  return (
    <div className="grid gap-5 lg:grid-cols-[17rem_1fr]">
      <div className="space-y-4">
        <MyStatusForm phone={phone} />
        {statuses.length === 0 ? (
          <p className="text-slate-500 text-sm dark:text-slate-400">{SandboxStatusTexts.empty}</p>
        ) : (
          <ul aria-label="Status updates" className="space-y-1">
            {statuses.map((status) => (
              <StatusRow
                key={status.id}
                phone={phone}
                status={status}
                selected={status.id === openId}
                onOpen={() => setOpenId(status.id)}
              />
            ))}
          </ul>
        )}
      </div>
      <div aria-live="polite">
        {open ? (
          <div className="space-y-2" data-testid="open-status">
            <p className="text-slate-500 text-xs dark:text-slate-400">
              {open.poster === phone ? (
                SandboxStatusTexts.myStatus
              ) : (
                <span className="font-mono">{open.poster}</span>
              )}
              {' · '}
              <time dateTime={open.createdAt}>{chatTime(open.createdAt)}</time>
            </p>
            <StatusView status={open} />
            {open.poster === phone && <DeleteStatusButton phone={phone} id={open.id} />}
          </div>
        ) : (
          statuses.length > 0 && (
            <p className="py-10 text-center text-slate-500 text-sm dark:text-slate-400">
              Choose a status to view it.
            </p>
          )
        )}
      </div>
    </div>
  );
}

/** Deletes the phone's own open status; the list then loses it. */
function DeleteStatusButton({ phone, id }: { phone: string; id: string }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => statusApi.remove(phone, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusesKey(phone) }),
  });
  return (
    <div className="space-y-2">
      <Button
        type="button"
        size="sm"
        variant="secondary"
        loading={remove.isPending}
        onClick={() => remove.mutate()}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        {SandboxStatusTexts.delete}
      </Button>
      {remove.isError && (
        <Alert tone="error">{errorMessage(remove.error, 'The status could not be deleted.')}</Alert>
      )}
    </div>
  );
}

/** One status in the list; opening an unseen one of a contact tells its poster's token. */
function StatusRow({
  phone,
  status,
  selected,
  onOpen,
}: {
  phone: string;
  status: SandboxStatus;
  selected: boolean;
  onOpen(): void;
}) {
  const queryClient = useQueryClient();
  const view = useMutation({
    mutationFn: () => statusApi.view(phone, status.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusesKey(phone) }),
  });
  const mine = status.poster === phone;
  const label = `${mine ? SandboxStatusTexts.myStatus : status.poster}: ${status.body || `[${status.type}]`}`;
  return (
    <li>
      <button
        type="button"
        aria-pressed={selected}
        onClick={() => {
          onOpen();
          if (!status.viewed && !mine) view.mutate();
        }}
        className={cn(
          'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800',
          selected && 'bg-slate-100 dark:bg-slate-800',
        )}
      >
        {status.viewed ? (
          <Eye aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
        ) : (
          <CircleDot aria-hidden="true" className="size-4 shrink-0 text-emerald-600" />
        )}
        <span className="min-w-0 flex-1 truncate">{label}</span>
        <span className="sr-only">{status.viewed ? 'viewed' : 'not viewed yet'}</span>
      </button>
      {view.isError && (
        <Alert tone="error">{errorMessage(view.error, 'The status could not be opened.')}</Alert>
      )}
    </li>
  );
}

/** The phone posts a text status of its own: its contacts' tokens receive it (status.received). */
function MyStatusForm({ phone }: { phone: string }) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const post = useMutation({
    mutationFn: (text: string) => statusApi.post(phone, { body: text }),
    onSuccess: () => {
      setBody('');
      void queryClient.invalidateQueries({ queryKey: statusesKey(phone) });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SandboxPostStatusRequestSchema.safeParse({ body });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    post.mutate(parsed.data.body);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <TextField
        label="Post a text status"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error}
      />
      {post.isError && <Alert tone="error">{errorMessage(post.error, 'The status was not posted.')}</Alert>}
      {post.isSuccess && (
        <p className="text-emerald-700 text-sm dark:text-emerald-400">{SandboxStatusTexts.posted}</p>
      )}
      <Button type="submit" size="sm" loading={post.isPending}>
        Post status
      </Button>
    </form>
  );
}
