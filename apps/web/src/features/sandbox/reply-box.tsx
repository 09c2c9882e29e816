import { type SandboxChat, SandboxReplyRequestSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';

interface ReplyForm {
  to: string;
  body: string;
}

/**
 * Types a message on the phone to the chat (`to`: a contact's number or a group's id, `title` its
 * name); the contact's linked token, or the other members' tokens, receive it.
 */
function PhoneReply({ phone, to, title }: { phone: string; to: string; title: string }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, resetField } = useForm<ReplyForm>({
    resolver: zodResolver(SandboxReplyRequestSchema),
    defaultValues: { to, body: '' },
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
      <input type="hidden" {...register('to')} />
      <TextareaField
        label={`Message to ${title}`}
        rows={2}
        error={formState.errors.body?.message}
        {...register('body')}
      />
      {reply.isError && <Alert tone="error">{errorMessage(reply.error, 'The message was not sent.')}</Alert>}
      <Button type="submit" loading={reply.isPending}>
        Send
      </Button>
    </form>
  );
}

/** The phone's composer for the open chat: contacts and groups get a typed message; a channel gets its token's posts. */
export function ReplyBox({ phone, chat }: { phone: string; chat: SandboxChat }) {
  if (chat.kind !== 'channel')
    return <PhoneReply key={chat.id} phone={phone} to={chat.id} title={chat.title} />;
  return (
    <p className="text-slate-500 text-sm dark:text-slate-400">
      Posts to this channel go out through the token linked to this phone: POST /api/v1/channels/
      {'{channelId}'}/send.
    </p>
  );
}
