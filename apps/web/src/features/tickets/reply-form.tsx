import { TicketReplyRequestSchema, type TicketStatus } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Reply } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { ticketsApi } from './api';
import { AttachmentPicker } from './attachment-picker';

interface ReplyFormProps {
  ticketId: number;
  status: TicketStatus;
  /** Refreshes the thread, the lists and the badges. */
  onSent: () => void;
}

/**
 * A reply with an optional attachment. Only staff answering someone else's ticket see it on a
 * closed ticket (their reply reopens it); its owner gets ClosedTicketNotice instead.
 */
export function ReplyForm({ ticketId, status, onSent }: ReplyFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const { register, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(TicketReplyRequestSchema),
    defaultValues: { text: '' },
  });
  const send = useMutation({
    mutationFn: (text: string) => ticketsApi.reply(ticketId, text, file),
    onSuccess: () => {
      reset();
      setFile(null);
      onSent();
    },
  });

  return (
    <form
      noValidate
      aria-label="Reply"
      className="space-y-4"
      onSubmit={(event) => void handleSubmit((values) => send.mutate(values.text))(event)}
    >
      {status === 'closed' && (
        <p className="text-slate-600 text-sm dark:text-slate-400">
          This ticket is closed. A reply reopens it for the user.
        </p>
      )}
      <TextareaField
        label="Your Reply"
        rows={4}
        error={formState.errors.text?.message}
        {...register('text', { onChange: () => !send.isIdle && send.reset() })}
      />
      <AttachmentPicker file={file} onChange={setFile} disabled={send.isPending} />
      <div aria-live="polite">
        {send.isError && (
          <Alert tone="error" title="The reply was not sent">
            {errorMessage(send.error, 'Please try again.')}
          </Alert>
        )}
        {send.isSuccess && <Alert tone="success">{send.data.message}</Alert>}
      </div>
      <Button type="submit" loading={send.isPending}>
        {!send.isPending && <Reply aria-hidden="true" className="size-4" />}
        Send Reply
      </Button>
    </form>
  );
}
