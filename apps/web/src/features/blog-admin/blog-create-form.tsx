import { BLOG_CATEGORIES, BlogMessages, blogPath } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { FileField } from '../../components/file-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useSession } from '../../lib/session-context';
import { blogAdminApi, blogAdminKeys } from './api';
import {
  BlogFormSchema,
  type BlogFormValues,
  blogFormData,
  EMPTY_BLOG_FORM,
  imageFileError,
  postSlug,
  slugForTitle,
} from './blog-form';

const CATEGORY_OPTIONS = [
  { value: '', label: 'No category' },
  ...BLOG_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/** Title, slug (from the title unless edited), HTML content, category and featured image (spec 2.11). */
export function BlogCreateForm() {
  const { user } = useSession();
  const { alert } = useDialog();
  const client = useQueryClient();
  const slugEdited = useRef(false);
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const imageError = imageFileError(image);
  const form = useForm<BlogFormValues>({
    resolver: zodResolver(BlogFormSchema),
    defaultValues: EMPTY_BLOG_FORM,
  });
  const create = useMutation({ mutationFn: (body: FormData) => blogAdminApi.create(body) });
  const { errors, isSubmitting } = form.formState;
  const slugPreview = postSlug(form.watch('slug'), form.watch('title'));

  function reset() {
    form.reset(EMPTY_BLOG_FORM);
    slugEdited.current = false;
    setImage(null);
    setImageKey((key) => key + 1);
    create.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    if (imageError) return;
    const answer = await create
      .mutateAsync(blogFormData(values, image, user?.name))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 409) form.setError('slug', { message: error.message });
        return null;
      });
    if (!answer) return;
    void client.invalidateQueries({ queryKey: blogAdminKeys.lists });
    void client.invalidateQueries({ queryKey: blogAdminKeys.publicBlogs });
    await alert({
      icon: 'success',
      title: BlogMessages.createdTitle,
      text: `"${answer.result.title}" is published at ${blogPath(answer.result)}.`,
    });
    reset();
  });

  const title = form.register('title', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('slug', slugForTitle(event.target.value, form.getValues('slug'), slugEdited.current)),
  });
  const slug = form.register('slug', {
    onChange: (event: { target: { value: string } }) => {
      slugEdited.current = event.target.value.trim() !== '';
    },
    onBlur: (event: { target: { value: string } }) => {
      if (slugEdited.current) form.setValue('slug', postSlug(event.target.value, ''));
    },
  });

  return (
    <form noValidate className="space-y-5" onSubmit={(event) => void submit(event)}>
      <TextField label="Title" autoComplete="off" error={errors.title?.message} {...title} />
      <TextField
        label="Slug"
        autoComplete="off"
        spellCheck={false}
        error={errors.slug?.message}
        hint={
          slugPreview ? `The post's address: /blogs/{id}/${slugPreview}` : 'Made from the title as you type.'
        }
        {...slug}
      />
      <TextareaField
        label="Content (HTML)"
        rows={14}
        spellCheck={false}
        hint="HTML such as <h2>, <p>, <ul>, <a> and <img>; anything unsafe is removed when the post is saved."
        error={errors.content?.message}
        {...form.register('content')}
      />
      <Controller
        control={form.control}
        name="category"
        render={({ field }) => (
          <SelectField
            label="Category (optional)"
            options={CATEGORY_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <FileField
        key={imageKey}
        label="Featured Image (optional)"
        accept="image/*"
        hint="A PNG, JPEG, GIF or WebP image."
        error={imageError}
        onChange={setImage}
      />
      {create.isError && !(isApiError(create.error) && create.error.status === 409) && (
        <Alert tone="error" title="The post was not published.">
          {errorMessage(create.error, 'Please try again.')}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          <Send aria-hidden="true" className="size-4" />
          Publish Post
        </Button>
        <Button variant="secondary" onClick={reset} disabled={isSubmitting}>
          <RotateCcw aria-hidden="true" className="size-4" />
          Reset
        </Button>
      </div>
    </form>
  );
}
