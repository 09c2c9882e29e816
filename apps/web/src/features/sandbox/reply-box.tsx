import { type SandboxMessage, SandboxReplyRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { labelClassName } from '../../components/field-frame';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';

interface ReplyForm {
  to: string;
  body: string;
}

/** The tokens that wrote to this phone, the latest first. */
function peersOf(messages: SandboxMessage[]): string[] {
  const incoming = messages
    .filter((m) => m.direction === 'in')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return [...new Set(incoming.map((m) => m.peer))];
}

function ReplyFormView({ phone, peers }: { phone: string; peers: string[] }) {
  const queryClient = useQueryClient();
  const selectId = useId();
  const { register, handleSubmit, formState, resetField } = useForm<ReplyForm>({
    resolver: zodResolver(SandboxReplyRequestSchema),
    defaultValues: { to: peers[0], body: '' },
  });
  const reply = useMutation({
    mutationFn: (form: ReplyForm) => sandboxApi.reply(phone, form),
    onSuccess: () => {
      resetField('body');
      void queryClient.invalidateQueries({ queryKey: phoneKey(phone) });
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit((form) => reply.mutate(form))} className="space-y-3">
      <div>
        <label htmlFor={selectId} className={labelClassName}>
          Reply to
        </label>
        <select
          id={selectId}
          {...register('to')}
          className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        >
          {peers.map((peer) => (
            <option key={peer} value={peer}>
              {peer}
            </option>
          ))}
        </select>
      </div>
      <TextareaField label="Reply" rows={2} error={formState.errors.body?.message} {...register('body')} />
      {reply.isError && <Alert tone="error">{errorMessage(reply.error, 'The reply was not sent.')}</Alert>}
      <Button type="submit" loading={reply.isPending}>
        Send Reply
      </Button>
    </form>
  );
}

/** Answers a token that wrote to this phone (to = that token's phone id). */
export function ReplyBox({ phone, messages }: { phone: string; messages: SandboxMessage[] }) {
  const peers = peersOf(messages);
  if (peers.length === 0) {
    return (
      <p className="text-slate-500 text-sm dark:text-slate-400">
        You can reply once a token has sent this phone a message.
      </p>
    );
  }
  return <ReplyFormView phone={phone} peers={peers} />;
}
