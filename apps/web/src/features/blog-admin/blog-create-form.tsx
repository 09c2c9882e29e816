import { BLOG_CATEGORIES, BlogMessages, type BlogPost, blogPath } from '@chatgate/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RotateCcw, Save, Send } from 'lucide-react';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { CurrentFileField } from '../../components/current-file-field';
import { useDialog } from '../../components/dialog-context';
import { FileField } from '../../components/file-field';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { TextareaField } from '../../components/textarea-field';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useNavigate } from '../../lib/router';
import { useSession } from '../../lib/session-context';
import { blogAdminApi, blogAdminKeys } from './api';
import {
  BlogFormSchema,
  type BlogFormValues,
  blogFormData,
  EMPTY_BLOG_FORM,
  imageFileError,
  postFormValues,
  postSlug,
  slugForTitle,
} from './blog-form';

const CATEGORY_OPTIONS = [
  { value: '', label: 'No category' },
  ...BLOG_CATEGORIES.map((category) => ({ value: category, label: category })),
];

/**
 * Title, slug (from the title unless edited), HTML content, category and featured image (spec
 * 2.11). Given a `post`, it edits that one: its values filled in, its slug kept unless changed by
 * hand, its cover kept, replaced or removed, its author kept.
 */
export function BlogForm({ post }: { post?: BlogPost }) {
  const { user } = useSession();
  const { alert } = useDialog();
  const navigate = useNavigate();
  const client = useQueryClient();
  const initial = post ? postFormValues(post) : EMPTY_BLOG_FORM;
  // An existing post's slug is its address: a new title does not move it.
  const slugEdited = useRef(post !== undefined);
  const [image, setImage] = useState<File | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [imageKey, setImageKey] = useState(0);
  const imageError = imageFileError(image);
  const form = useForm<BlogFormValues>({
    resolver: zodResolver(BlogFormSchema),
    defaultValues: initial,
  });
  const save = useMutation({
    mutationFn: (body: FormData) =>
      post ? blogAdminApi.update(post.blogID, body) : blogAdminApi.create(body),
  });
  const { errors, isSubmitting } = form.formState;
  const slugPreview = postSlug(form.watch('slug'), form.watch('title'));

  function reset() {
    form.reset(initial);
    slugEdited.current = post !== undefined;
    setImage(null);
    setRemoveImage(false);
    setImageKey((key) => key + 1);
    save.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    if (imageError) return;
    const body = blogFormData(values, image, post ? undefined : user?.name, removeImage);
    const answer = await save.mutateAsync(body).catch((error: unknown) => {
      if (isApiError(error) && error.status === 409) form.setError('slug', { message: error.message });
      return null;
    });
    if (!answer) return;
    void client.invalidateQueries({ queryKey: blogAdminKeys.lists });
    void client.invalidateQueries({ queryKey: blogAdminKeys.publicBlogs });
    if (post) {
      client.removeQueries({ queryKey: blogAdminKeys.post(String(post.blogID)) });
      navigate('/dashboard/view-blogs');
      await alert({
        icon: 'success',
        title: BlogMessages.updated,
        text: `"${answer.result.title}" is at ${blogPath(answer.result)}.`,
      });
      return;
    }
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
          slugPreview
            ? `The post's address: /blogs/${post ? post.blogID : '{id}'}/${slugPreview}`
            : 'Made from the title as you type.'
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
      {post?.blogImg && (
        <CurrentFileField
          label="Featured image"
          imageSrc={post.blogImg}
          remove={removeImage}
          onRemoveChange={setRemoveImage}
        />
      )}
      <FileField
        key={imageKey}
        label={post?.blogImg ? 'Replace the featured image (optional)' : 'Featured Image (optional)'}
        accept="image/*"
        hint="A PNG, JPEG, GIF or WebP image."
        error={imageError}
        onChange={setImage}
      />
      {save.isError && !(isApiError(save.error) && save.error.status === 409) && (
        <Alert tone="error" title={post ? 'The changes were not saved.' : 'The post was not published.'}>
          {errorMessage(save.error, 'Please try again.')}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          {post ? (
            <Save aria-hidden="true" className="size-4" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {post ? 'Save Changes' : 'Publish Post'}
        </Button>
        <Button variant="secondary" onClick={reset} disabled={isSubmitting}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {post ? 'Undo Changes' : 'Reset'}
        </Button>
      </div>
    </form>
  );
}
