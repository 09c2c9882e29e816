import { type EventLogSettings, SaveEventLogSchema, SHEET_LOG_HEADERS } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { TextField } from '../../components/text-field';
import { errorMessage, isApiError } from '../../lib/api-error';
import { sheetsApi } from './api';
import type { SheetTab } from './sheet-state';
import { useOverviewMutation } from './use-sheets';

interface EventLogFormProps {
  insid: string;
  settings: EventLogSettings;
  tabs: readonly SheetTab[];
}

/** The tab to log to (picked from the spreadsheet's tabs or typed, e.g. one just added) and the switch, saved together. */
export function EventLogForm({ insid, settings, tabs }: EventLogFormProps) {
  const listId = useId();
  const [saved, setSaved] = useState(false);
  const save = useOverviewMutation(insid, (body: { enabled: boolean; tab: string }) =>
    sheetsApi.saveEventLog(insid, body),
  );
  const { register, control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(SaveEventLogSchema),
    defaultValues: { enabled: settings.enabled, tab: settings.tab ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    setSaved(false);
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      if (isApiError(error) && error.status === 400)
        setError('tab', { type: 'server', message: error.message });
    }
  });

  return (
    <form noValidate aria-label="Message log" className="space-y-5" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Tab"
        list={listId}
        autoComplete="off"
        placeholder="e.g. Message log"
        hint={`One of the spreadsheet's tabs; for a new one, add an empty tab in Google Sheets first. Use an empty tab: row 1 gets the headers (${SHEET_LOG_HEADERS.join(', ')}) and each event a row under them.`}
        error={formState.errors.tab?.message}
        className="max-w-md"
        {...register('tab')}
      />
      <datalist id={listId}>
        {tabs.map((tab) => (
          <option key={tab.title} value={tab.title} />
        ))}
      </datalist>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <CheckboxField
            label="Log this token's messages"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        <Save aria-hidden="true" className="size-4" />
        Save
      </Button>
      {save.isError && !(isApiError(save.error) && save.error.status === 400) && (
        <Alert tone="error">{errorMessage(save.error, 'The message log could not be saved.')}</Alert>
      )}
      {saved && <Alert tone="success">Message log saved.</Alert>}
    </form>
  );
}
