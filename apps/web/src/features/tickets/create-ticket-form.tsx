import {
  type InstanceRow,
  TICKET_TYPES,
  TicketCreateRequestSchema,
  TicketMessages,
  type TicketType,
  ticketLink,
} from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { useNavigate } from '../../lib/router';
import { refreshTopBar } from '../../lib/top-bar-queries';
import { tokenLabel } from '../../lib/use-user-tokens';
import { ticketKeys, ticketsApi } from './api';
import { AttachmentPicker } from './attachment-picker';
import { NO_TOKEN } from './ticket-params';

interface CreateTicketFormProps {
  type: TicketType;
  /** The preselected token's insid, or NO_TOKEN. */
  token: string;
  tokens: InstanceRow[];
}

/** Type, token, subject, description and an optional attachment (spec 2.11). */
export function CreateTicketForm({ type, token, tokens }: CreateTicketFormProps) {
  const { alert } = useDialog();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(TicketCreateRequestSchema),
    defaultValues: { type, uuid: token, subject: '', description: '' },
  });
  const create = useMutation({
    mutationFn: (fields: Parameters<typeof ticketsApi.create>[0]) => ticketsApi.create(fields, file),
    onSuccess: async (response) => {
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
      refreshTopBar(queryClient);
      await alert({
        icon: 'success',
        title: response.message || TicketMessages.created,
        text: `Your ticket #${response.ticketID} has been raised. Our support team will reply in its thread.`,
        confirmText: 'View Ticket',
      });
      navigate(ticketLink(response.ticketID));
    },
  });

  const tokenOptions = [
    { value: NO_TOKEN, label: 'No particular token' },
    ...tokens.map((row) => ({ value: row.insid, label: tokenLabel(row) })),
  ];

  return (
    <form
      noValidate
      aria-label="New ticket"
      className="space-y-5"
      onSubmit={(event) => void handleSubmit((values) => create.mutate(values))(event)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <SelectField
              label="Ticket Type"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              options={TICKET_TYPES.map((value) => ({ value, label: value }))}
            />
          )}
        />
        <Controller
          control={control}
          name="uuid"
          render={({ field }) => (
            <SelectField
              label="Token"
              value={field.value ?? NO_TOKEN}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              options={tokenOptions}
            />
          )}
        />
      </div>
      <TextField
        label="Subject"
        autoComplete="off"
        error={formState.errors.subject?.message}
        {...register('subject')}
      />
      <TextareaField
        label="Description"
        rows={6}
        hint="Tell us what you need and anything that helps us act on it, such as the number of tokens."
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <AttachmentPicker file={file} onChange={setFile} disabled={create.isPending} />
      {create.isError && (
        <Alert tone="error" title="The ticket was not created">
          {errorMessage(create.error, 'Please try again.')}
        </Alert>
      )}
      <Button type="submit" loading={create.isPending}>
        {!create.isPending && <Send aria-hidden="true" className="size-4" />}
        Submit Ticket
      </Button>
    </form>
  );
}
