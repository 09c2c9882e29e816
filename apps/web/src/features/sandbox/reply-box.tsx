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

/** Types a message on the phone to the chat's contact; a linked token of the contact receives it. */
function ContactReply({ phone, contact }: { phone: string; contact: string }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, resetField } = useForm<ReplyForm>({
    resolver: zodResolver(SandboxReplyRequestSchema),
    defaultValues: { to: contact, body: '' },
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
        label={`Message to ${contact}`}
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

/** The phone's composer for the open chat: a contact gets a typed message; groups and channels get the token's. */
export function ReplyBox({ phone, chat }: { phone: string; chat: SandboxChat }) {
  if (chat.kind === 'contact') return <ContactReply key={chat.id} phone={phone} contact={chat.id} />;
  return (
    <p className="text-slate-500 text-sm dark:text-slate-400">
      {chat.kind === 'group'
        ? 'A phone writes to a group through the token linked to it: POST /api/v1/groups/{groupId}/send.'
        : 'Posts to this channel go out through the token linked to this phone: POST /api/v1/channels/{channelId}/send.'}
    </p>
  );
}
