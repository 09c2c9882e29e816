import { BLOG_SLUG_MAX, BlogMessages, UploadMessages } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import {
  BLOG_WELCOME_CONTENT,
  BlogFormSchema,
  blogFormData,
  EMPTY_BLOG_FORM,
  imageFileError,
  postSlug,
  slugForTitle,
} from './blog-form';

const errorsOf = (values: unknown) =>
  BlogFormSchema.safeParse(values).error?.issues.map(
    (issue) => `${issue.path.join('.')}: ${issue.message}`,
  ) ?? [];

describe('slugs', () => {
  it('follows the title until edited by hand, and again once emptied', () => {
    expect(slugForTitle('Hello, World!', '', false)).toBe('hello-world');
    expect(slugForTitle('Hello, World! Again', 'my-slug', true)).toBe('my-slug');
    expect(slugForTitle('Hello again', '  ', true)).toBe('hello-again');
  });

  it('applies the spec 5 rule to the given slug, else to the title', () => {
    expect(postSlug('  My -- Own Slug ', 'Title')).toBe('my-own-slug');
    expect(postSlug('', '  Ten Tips: WhatsApp & You ')).toBe('ten-tips-whatsapp-you');
  });
});

describe('BlogFormSchema', () => {
  it('starts with the welcome line and needs a title', () => {
    expect(EMPTY_BLOG_FORM.content).toBe(BLOG_WELCOME_CONTENT);
    expect(errorsOf(EMPTY_BLOG_FORM)).toEqual([`title: ${BlogMessages.titleRequired}`]);
  });

  it('refuses a slug without letters or digits and one too long', () => {
    expect(errorsOf({ ...EMPTY_BLOG_FORM, title: '!!!' })).toEqual([`slug: ${BlogMessages.slugInvalid}`]);
    expect(errorsOf({ ...EMPTY_BLOG_FORM, title: 'Post', slug: 'a'.repeat(BLOG_SLUG_MAX + 1) })).toEqual([
      `slug: ${BlogMessages.slugTooLong}`,
    ]);
  });

  it('takes a category of the list or none', () => {
    expect(errorsOf({ ...EMPTY_BLOG_FORM, title: 'Post', category: 'Security' })).toEqual([]);
    expect(errorsOf({ ...EMPTY_BLOG_FORM, title: 'Post', category: 'Gossip' })).toHaveLength(1);
  });
});

describe('imageFileError', () => {
  it('takes PNG, JPEG, GIF and WebP files only', () => {
    expect(imageFileError(null)).toBeUndefined();
    expect(imageFileError(new File(['x'], 'a.png', { type: 'image/png' }))).toBeUndefined();
    expect(imageFileError(new File(['x'], 'a.txt', { type: 'text/plain' }))).toBe(UploadMessages.imagesOnly);
    expect(imageFileError(new File(['x'], 'a.svg', { type: 'image/svg+xml' }))).toBe(
      UploadMessages.imagesOnly,
    );
    expect(imageFileError(new File([], 'a.png', { type: 'image/png' }))).toBe(UploadMessages.empty);
  });
});

describe('blogFormData', () => {
  it('sends the derived slug, the author, and category and image only when given', () => {
    const image = new File(['x'], 'cover.png', { type: 'image/png' });
    const full = blogFormData(
      { title: ' My Post ', slug: '', content: '<p>Hi</p>', category: 'Chatbots' },
      image,
      'Ada',
    );
    expect(
      Object.fromEntries(
        [...full.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
      ),
    ).toEqual({
      title: 'My Post',
      slug: 'my-post',
      content: '<p>Hi</p>',
      postedBy: 'Ada',
      category: 'Chatbots',
      faceImg: 'cover.png',
    });
    const bare = blogFormData({ title: 'T', slug: 'own', content: 'c', category: '' }, null, undefined);
    expect([...bare.keys()]).toEqual(['title', 'slug', 'content']);
  });

  it('asks an edit to remove the stored image only when no new image replaces it', () => {
    const values = { title: 'T', slug: 't', content: 'c', category: '' as const };
    expect(blogFormData(values, null, undefined, true).get('removeImage')).toBe('true');
    const image = new File(['x'], 'new.png', { type: 'image/png' });
    const replaced = blogFormData(values, image, undefined, true);
    expect(replaced.get('removeImage')).toBeNull();
    expect(blogFormData(values, null, undefined).get('removeImage')).toBeNull();
  });
});
