import { describe, expect, it } from 'vitest';
import { messageSummary } from './message-summary';

const media = { type: 'media', url: null, mimeType: null, fileName: null, caption: null } as const;

describe('messageSummary', () => {
  it('says what a message holds in a few words, as a chat list does', () => {
    expect(messageSummary({ body: 'Hello', content: null })).toBe('Hello');
    expect(
      messageSummary({ body: '[image] Cover', content: { ...media, mediaType: 'image', caption: 'Cover' } }),
    ).toBe('Photo: Cover');
    expect(
      messageSummary({
        body: '[document a.pdf]',
        content: { ...media, mediaType: 'document', fileName: 'a.pdf' },
      }),
    ).toBe('a.pdf');
    expect(messageSummary({ body: '[audio]', content: { ...media, mediaType: 'audio' } })).toBe('Audio');
    const place = { type: 'location', latitude: 19.1, longitude: 72.8, address: null } as const;
    expect(messageSummary({ body: '', content: { ...place, name: 'Office' } })).toBe('Location: Office');
    expect(messageSummary({ body: '', content: { ...place, name: null } })).toBe('Location: 19.1, 72.8');
    expect(messageSummary({ body: '', content: { type: 'contact', name: 'Asha', phone: '91' } })).toBe(
      'Contact: Asha',
    );
  });
});
