import { type SandboxChat, type SandboxMessage, SandboxReplyFormSchema } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { phoneKey, sandboxApi } from './api';
import { PhoneExtras } from './phone-extras';
import { useTypingPresence } from './presence-api';
import { QuotedMessage } from './quoted-message';

interface ReplyForm {
  to: string;
  body: string;
  quotedId?: string;
}

/** The message being replied to, and how to stop replying to it. */
export interface Quoting {
  message: SandboxMessage | null;
  cancel(): void;
}

interface PhoneReplyProps {
  phone: string;
  /** A contact's number or a group's id. */
  to: string;
  title: string;
  quoting: Quoting;
}

/**
 * Types a message on the phone to the chat, quoting `quoting.message` if set; the contact's
 * linked token, or the other members' tokens, receive it.
 */
function PhoneReply({ phone, to, title, quoting }: PhoneReplyProps) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, resetField } = useForm<ReplyForm>({
    resolver: zodResolver(SandboxReplyFormSchema),
    defaultValues: { to, body: '' },
  });
  const typing = useTypingPresence(phone, to);
  const reply = useMutation({
    mutationFn: (form: ReplyForm) => sandboxApi.reply(phone, form),
    onSuccess: () => {
      typing.stopped();
      resetField('body');
      quoting.cancel();
      void queryClient.invalidateQueries({ queryKey: phoneKey(phone) });
    },
  });

  return (
    <form
      noValidate
      onSubmit={handleSubmit((form) => reply.mutate({ ...form, quotedId: quoting.message?.id }))}
      className="space-y-3"
    >
      <input type="hidden" {...register('to')} />
      {quoting.message && (
        <div className="flex items-start gap-2">
          <QuotedMessage quoted={quoting.message} phone={phone} className="min-w-0 flex-1" />
          <IconButton icon={X} label="Cancel reply" onClick={quoting.cancel} />
        </div>
      )}
      <TextareaField
        label={`Message to ${title}`}
        rows={2}
        error={formState.errors.body?.message}
        {...register('body', { onChange: typing.typed, onBlur: typing.stopped })}
      />
      {reply.isError && <Alert tone="error">{errorMessage(reply.error, 'The message was not sent.')}</Alert>}
      <Button type="submit" loading={reply.isPending}>
        Send
      </Button>
    </form>
  );
}

/** The phone's composer for the open chat: contacts and groups get a typed message; a channel gets its token's posts. */
export function ReplyBox({ phone, chat, quoting }: { phone: string; chat: SandboxChat; quoting: Quoting }) {
  if (chat.kind !== 'channel')
    return (
      <div className="space-y-4">
        <PhoneReply key={chat.id} phone={phone} to={chat.id} title={chat.title} quoting={quoting} />
        {chat.kind === 'contact' && <PhoneExtras phone={phone} to={chat.id} />}
      </div>
    );
  return (
    <p className="text-slate-500 text-sm dark:text-slate-400">
      Posts to this channel go out through the token linked to this phone: POST /api/v1/channels/
      {'{channelId}'}/send.
    </p>
  );
}
