import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility';
import { openPhone, sandboxChat } from '../support/dashboard';
import { expect, test } from '../support/fixtures';
import { type LinkedToken, linkedTrialToken } from '../support/linked-token';
import { recordedWebm, wavTone } from '../support/media-samples';

const TOKEN_PHONE = '919800000621';
const CONTACT = '919800000622';
const PHOTO = readFileSync(new URL('../../apps/web/public/og-image.png', import.meta.url));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const dataUrl = (mimeType: string, base64: string) => `data:${mimeType};base64,${base64}`;

async function send(page: Page, token: LinkedToken, path: string, body: object): Promise<void> {
  const response = await page.request.post(`/api/v1${path}`, {
    headers: { key: token.key },
    data: { to: CONTACT, ...body },
  });
  expect(response.status(), await response.text()).toBe(202);
}

test('the Sandbox Phone shows a token’s photo, video, audio, document, location and contact as a phone does', async ({
  page,
  user,
}) => {
  const token = await linkedTrialToken(page, user, TOKEN_PHONE);
  await page.goto('/');
  const video = await recordedWebm(page);
  await send(page, token, '/send/media', {
    type: 'image',
    media: dataUrl('image/png', PHOTO.toString('base64')),
    caption: 'Our new cover image',
  });
  await send(page, token, '/send/media', { type: 'video', media: dataUrl('video/webm', video) });
  await send(page, token, '/send/media', {
    type: 'audio',
    media: dataUrl('audio/wav', wavTone().toString('base64')),
  });
  await send(page, token, '/send/media', {
    type: 'document',
    media: dataUrl('application/pdf', PDF.toString('base64')),
    fileName: 'price-list.pdf',
  });
  await send(page, token, '/send/location', {
    latitude: 19.1136,
    longitude: 72.8697,
    name: 'Chatgate office',
    address: 'Andheri East, Mumbai',
  });
  await send(page, token, '/send/contact', { contact: { name: 'Asha Rao', phone: '919811112222' } });

  const chat = await sandboxChat(page, user, CONTACT, TOKEN_PHONE);
  await expect(chat.getByRole('listitem')).toHaveCount(6);
  await expect(chat.getByText(/^\[/)).toHaveCount(0);

  const photo = chat.getByRole('img', { name: 'Our new cover image' });
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(chat.getByText('Our new cover image', { exact: true })).toBeVisible();
  const clip = chat.locator('video');
  await expect.poll(() => clip.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBe(160);
  const tone = chat.locator('audio');
  await expect.poll(() => tone.evaluate((a: HTMLAudioElement) => a.duration)).toBeCloseTo(0.5, 1);

  const document = chat.getByTestId('document-card');
  await expect(document).toContainText('price-list.pdf');
  await expect(document).toContainText('application/pdf');
  const download = page.waitForEvent('download');
  await document.getByRole('button', { name: 'Save price-list.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('price-list.pdf');

  const place = chat.getByTestId('location-card');
  await expect(place).toContainText('Chatgate office');
  await expect(place).toContainText('Andheri East, Mumbai');
  await expect(place.getByRole('link', { name: 'Open map' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/?mlat=19.1136&mlon=72.8697#map=16/19.1136/72.8697',
  );
  const person = chat.getByTestId('contact-card');
  await expect(person).toContainText('Asha Rao');
  await expect(person).toContainText('+919811112222');
  await expect(page.getByRole('list', { name: `Chats of ${CONTACT}` })).toContainText('Contact: Asha Rao');
  const scroller = chat.locator('xpath=..');
  await scroller.evaluate((box) => box.scrollTo(0, 0));
  await scroller.screenshot({ path: 'test-results/screenshots/sandbox-media-received-top.png' });
  await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await scroller.screenshot({ path: 'test-results/screenshots/sandbox-media-received-bottom.png' });
  await expectAccessible(page);

  // The token's own phone shows the same on its side, in its dark bubbles.
  await openPhone(page, TOKEN_PHONE);
  const own = page.getByRole('list', { name: `Messages with ${CONTACT}` });
  await expect(own.getByRole('img', { name: 'Our new cover image' })).toBeVisible();
  await expect(own.getByTestId('location-card')).toBeVisible();
  await own.locator('xpath=..').screenshot({ path: 'test-results/screenshots/sandbox-media-sent.png' });
});
