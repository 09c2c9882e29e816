import { type NewRowSettings, SheetsTexts } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CheckboxField } from '../../components/checkbox-field';
import { errorMessage, isApiError } from '../../lib/api-error';
import { sheetsApi } from './api';
import { guessMapping } from './column-mapping';
import { PhoneColumnField } from './phone-column-field';
import { SelectWithError } from './select-with-error';
import { NewRowFormSchema, type NewRowFormValues, newRowErrorField, phoneColumnFor } from './settings-rules';
import { type SheetTab, tabOptions } from './sheet-state';
import { TemplateField } from './template-field';
import { unknownPlaceholder } from './template-text';
import { useOverviewMutation, useSheetPreview } from './use-sheets';

interface NewRowFormProps {
  insid: string;
  settings: NewRowSettings;
  tabs: readonly SheetTab[];
}

/** The tab to watch, its phone column, the message template and the switch, saved together. */
export function NewRowForm({ insid, settings, tabs }: NewRowFormProps) {
  const [saved, setSaved] = useState(false);
  const save = useOverviewMutation(insid, (body: NewRowFormValues) => sheetsApi.saveNewRow(insid, body));
  const form = useForm<NewRowFormValues>({
    resolver: zodResolver(NewRowFormSchema),
    defaultValues: {
      enabled: settings.enabled,
      tab: settings.tab ?? '',
      phoneColumn: settings.phoneColumn ?? undefined,
      template: settings.template,
    },
  });
  const { control, formState, setError, setValue, getValues } = form;
  const tab = form.watch('tab');
  const preview = useSheetPreview(insid, tab);
  const headers = preview.data && !preview.isPlaceholderData ? preview.data.headers : undefined;

  // The phone column belongs to a tab: guess it again from the headers when another tab is chosen.
  const columnTab = useRef(settings.tab);
  useEffect(() => {
    if (!headers) return;
    const kept = columnTab.current === tab ? getValues('phoneColumn') : undefined;
    columnTab.current = tab;
    setValue('phoneColumn', phoneColumnFor(kept, headers, guessMapping(headers, 'file').phone));
  }, [headers, tab, getValues, setValue]);

  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    const unknown = headers ? unknownPlaceholder(values.template, headers) : null;
    if (unknown) return setError('template', { message: SheetsTexts.unknownPlaceholder(unknown) });
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      const field = isApiError(error) && error.status === 400 ? newRowErrorField(error.message) : null;
      if (field && isApiError(error)) setError(field, { type: 'server', message: error.message });
    }
  });
  const serverError =
    save.isError &&
    !(isApiError(save.error) && save.error.status === 400 && newRowErrorField(save.error.message));

  return (
    <form
      noValidate
      aria-label="Send on new row"
      className="space-y-5"
      onSubmit={(event) => void submit(event)}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Controller
          control={control}
          name="tab"
          render={({ field, fieldState }) => (
            <SelectWithError
              label="Tab"
              value={field.value}
              options={tabOptions(tabs, settings.tab)}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="phoneColumn"
          render={({ field, fieldState }) => (
            <PhoneColumnField
              value={field.value}
              onChange={field.onChange}
              headers={headers}
              waitingText={tab ? 'Loading columns...' : 'Choose a tab first'}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      {preview.isError && (
        <Alert tone="error">
          {errorMessage(preview.error, 'The columns of this tab could not be read.')}
        </Alert>
      )}
      <Controller
        control={control}
        name="template"
        render={({ field, fieldState }) => (
          <TemplateField
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            fieldRef={field.ref}
            error={fieldState.error?.message}
            headers={headers ?? []}
          />
        )}
      />
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <CheckboxField
            label="Send a message for each new row"
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Button type="submit" loading={formState.isSubmitting}>
        <Save aria-hidden="true" className="size-4" />
        Save
      </Button>
      {serverError && (
        <Alert tone="error">{errorMessage(save.error, 'Send on new row could not be saved.')}</Alert>
      )}
      {saved && <Alert tone="success">Send on new row saved.</Alert>}
    </form>
  );
}
