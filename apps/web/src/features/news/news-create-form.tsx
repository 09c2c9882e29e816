import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Save, Send } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ButtonLink } from '../../components/button-link';
import { CurrentFileField } from '../../components/current-file-field';
import { useDialog } from '../../components/dialog-context';
import { FileField } from '../../components/file-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage } from '../../lib/api-error';
import { useNavigate } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { TOP_BAR_KEYS } from '../../lib/top-bar-queries';
import { type NewsItem, newsApi } from './api';
import {
  EMPTY_NEWS_FORM,
  type NewsFormValues,
  newsFormData,
  newsFormSchema,
  newsFormValues,
} from './news-form';
import { NEWS_TEXTS, type NewsKind, newsKeys } from './news-kinds';
import { RecipientPicker } from './recipient-picker';

/**
 * Subject, description, an optional file and, for an announcement, its recipients (spec 2.11,
 * 7.2). Given an `item`, it edits that one: its values filled in, its file kept, replaced or removed.
 */
export function NewsForm({ kind, item }: { kind: NewsKind; item?: NewsItem }) {
  const texts = NEWS_TEXTS[kind];
  const { user } = useSession();
  const { alert } = useDialog();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [removeFile, setRemoveFile] = useState(false);
  // A new key empties the file input (which cannot be set from code) and the recipient search.
  const [freshKey, setFreshKey] = useState(0);
  const form = useForm<NewsFormValues>({
    resolver: zodResolver(newsFormSchema(kind)),
    defaultValues: item ? newsFormValues(item) : EMPTY_NEWS_FORM,
  });
  const save = useMutation({
    mutationFn: (body: FormData) => (item ? newsApi.update(kind, item.id, body) : newsApi.create(kind, body)),
  });
  const { errors, isSubmitting } = form.formState;

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: newsKeys.all(kind) });
    for (const queryKey of TOP_BAR_KEYS) void client.invalidateQueries({ queryKey });
  };

  const submit = form.handleSubmit(async (values) => {
    const body = newsFormData(kind, values, file, user?.id, removeFile);
    const answer = await save.mutateAsync(body).catch(() => null);
    if (!answer) return;
    if (item) {
      await refresh();
      navigate(texts.link(item.id));
      await alert({ icon: 'success', title: texts.updatedTitle });
      return;
    }
    await alert({
      icon: 'success',
      title: texts.createdTitle,
      text: answer.message === texts.createdTitle ? undefined : answer.message,
    });
    // Spec 8 reloads the page after OK: the same fresh, empty form, without losing the app.
    form.reset(EMPTY_NEWS_FORM);
    setFile(null);
    setFreshKey((key) => key + 1);
    save.reset();
    await refresh();
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
      {item?.fileName && (
        <CurrentFileField
          label="Attachment"
          name={item.originalFileName || item.fileName}
          remove={removeFile}
          onRemoveChange={setRemoveFile}
        />
      )}
      <FileField
        key={freshKey}
        label={item?.fileName ? 'Replace the attachment (optional)' : 'Attachment (optional)'}
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
      {save.isError && (
        <Alert
          tone="error"
          title={`The ${texts.singular.toLowerCase()} was not ${item ? 'saved' : 'created'}.`}
        >
          {errorMessage(save.error, 'Please try again.')}
        </Alert>
      )}
      {item ? (
        <div className="flex flex-wrap gap-3">
          <Button type="submit" loading={isSubmitting}>
            <Save aria-hidden="true" className="size-4" />
            Save Changes
          </Button>
          <ButtonLink to={texts.link(item.id)} variant="secondary">
            Cancel
          </ButtonLink>
        </div>
      ) : (
        <Button type="submit" loading={isSubmitting}>
          <Send aria-hidden="true" className="size-4" />
          Publish {texts.singular}
        </Button>
      )}
    </form>
  );
}
