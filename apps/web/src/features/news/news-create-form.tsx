import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { FileField } from '../../components/file-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { useSession } from '../../lib/session-context';
import { newsApi } from './api';
import { EMPTY_NEWS_FORM, type NewsFormValues, newsFormData, newsFormSchema } from './news-form';
import { NEWS_TEXTS, type NewsKind, newsKeys } from './news-kinds';
import { RecipientPicker } from './recipient-picker';

/** Subject, description, an optional file and, for an announcement, its recipients (spec 2.11, 7.2). */
export function NewsForm({ kind }: { kind: NewsKind }) {
  const texts = NEWS_TEXTS[kind];
  const { user } = useSession();
  const { alert } = useDialog();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file input (which cannot be set from code) and the recipient search.
  const [freshKey, setFreshKey] = useState(0);
  const form = useForm<NewsFormValues>({
    resolver: zodResolver(newsFormSchema(kind)),
    defaultValues: EMPTY_NEWS_FORM,
  });
  const create = useMutation({ mutationFn: (body: FormData) => newsApi.create(kind, body) });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const answer = await create.mutateAsync(newsFormData(kind, values, file, user?.id)).catch(() => null);
    if (!answer) return;
    await alert({
      icon: 'success',
      title: texts.createdTitle,
      text: answer.message === texts.createdTitle ? undefined : answer.message,
    });
    // Spec 8 reloads the page after OK: the same fresh, empty form, without losing the app.
    form.reset(EMPTY_NEWS_FORM);
    setFile(null);
    setFreshKey((key) => key + 1);
    create.reset();
    await client.invalidateQueries({ queryKey: newsKeys.all(kind) });
  });

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
      <TextField
        label="Subject"
        autoComplete="off"
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <TextareaField
        label="Description"
        rows={8}
        hint="Plain text; line breaks are kept."
        error={errors.description?.message}
        {...form.register('description')}
      />
      <FileField
        key={freshKey}
        label="Attachment (optional)"
        hint="An image, a PDF, a ZIP archive, an Office document, or a .txt or .csv file."
        onChange={setFile}
      />
      {kind === 'announcement' && (
        <Controller
          control={form.control}
          name="recipients"
          render={({ field, fieldState }) => (
            <RecipientPicker
              key={freshKey}
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
      {create.isError && (
        <Alert tone="error" title={`The ${texts.singular.toLowerCase()} was not created.`}>
          {errorMessage(create.error, 'Please try again.')}
        </Alert>
      )}
      <Button type="submit" loading={isSubmitting}>
        <Send aria-hidden="true" className="size-4" />
        Publish {texts.singular}
      </Button>
    </form>
  );
}
