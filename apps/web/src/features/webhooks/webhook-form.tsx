import { WebhookFormSchema, type WebhookSettings } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { isApiError } from '../../lib/api-error';
import type { WebhookSave } from './api';
import { saveErrorField } from './delivery-format';
import { EventCheckboxes } from './event-checkboxes';
import { initialEvents } from './event-types';

interface WebhookFormProps {
  settings: WebhookSettings;
  /** Rejects with the server's error; a 400 is shown under its field. */
  onSave: (values: WebhookSave) => Promise<void>;
  /** The URL or an event was changed: the form no longer shows what was saved. */
  onEdit: () => void;
}

/** The webhook URL and its events, checked with the contract's rules, then by the server. */
export function WebhookForm({ settings, onSave, onEdit }: WebhookFormProps) {
  const { register, control, handleSubmit, setError, formState, watch } = useForm({
    resolver: zodResolver(WebhookFormSchema),
    defaultValues: { url: settings.url ?? '', events: initialEvents(settings.url, settings.events) },
  });
  useEffect(() => watch(() => onEdit()).unsubscribe, [watch, onEdit]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (!isApiError(error) || error.status !== 400) throw error;
      setError(saveErrorField(error.message), { type: 'server', message: error.message });
    }
  });

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <TextField
        label="Webhook URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder="https://example.com/webhooks/chatgate"
        hint="Each event is sent to this address as a signed POST of JSON."
        error={formState.errors.url?.message}
        {...register('url')}
      />
      <Controller
        control={control}
        name="events"
        render={({ field, fieldState }) => (
          <EventCheckboxes
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        <Save aria-hidden="true" className="size-4" />
        Save
      </Button>
    </form>
  );
}
