import { describe, expect, it } from 'vitest';
import { blogPostTitle, previewImageUrl, SHARE_IMAGE_PATH } from './page-meta';

describe('previewImageUrl', () => {
  const origin = 'https://chat.example';
  it('makes a page’s own raster picture absolute, and keeps a full URL', () => {
    expect(previewImageUrl(origin, '/api/v1/blogs/images/a.png')).toBe(`${origin}/api/v1/blogs/images/a.png`);
    expect(previewImageUrl(origin, 'https://cdn.example/a.webp')).toBe('https://cdn.example/a.webp');
  });
  it('falls back to the share picture without a picture, or for an SVG', () => {
    for (const image of [undefined, null, '', '/blog/cover.svg', '/blog/COVER.SVG'])
      expect(previewImageUrl(origin, image)).toBe(`${origin}${SHARE_IMAGE_PATH}`);
  });
});

it('titles an article after the post', () => {
  expect(blogPostTitle('Hello')).toBe('Hello | Chatgate Blog');
});
