import { ProfileMessages } from '@chatgate/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { linkedToken, trialToken } from '../../../test/linked-token';
import { DEFAULT_ABOUT } from '../../engines/simulator/simulator-profiles';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ API_RATE_PER_SECOND: '1000', API_RATE_BURST: '1000' });
});
afterAll(() => ctx.close());

const CONTACT = '919800000736';
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('the linked account’s profile', () => {
  it('reads, renames and changes the about text; the Sandbox Phone shows it for the token’s number', async () => {
    const a = await linkedToken(ctx, 'profile-edit', '919800000739');
    const first = await a.call('GET', '/instance/profile');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ number: a.phone, name: '', about: DEFAULT_ABOUT, pictureUrl: null });

    const renamed = await a.call('PATCH', '/instance/profile', {
      name: 'Acme Support',
      about: 'Open 9 to 6',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Acme Support', about: 'Open 9 to 6' });
    expect((await a.call('PATCH', '/instance/profile', { about: '' })).json()).toMatchObject({
      name: 'Acme Support',
      about: '',
    });
    const shown = await a.dash.get(`/sandbox/phones/${CONTACT}/profiles/${a.phone}`);
    expect(shown.json()).toMatchObject({ number: a.phone, name: 'Acme Support', about: '' });
  });

  it('refuses a name or about text out of bounds, and an empty change, in plain words', async () => {
    const a = await linkedToken(ctx, 'profile-bad', '919800000731');
    const refused = async (body: object) => {
      const res = await a.call('PATCH', '/instance/profile', body);
      return [res.statusCode, res.json().message];
    };
    expect(await refused({ name: '' })).toEqual([400, ProfileMessages.nameRequired]);
    expect(await refused({ name: 'n'.repeat(26) })).toEqual([400, ProfileMessages.nameTooLong]);
    expect(await refused({ about: 'a'.repeat(140) })).toEqual([400, ProfileMessages.aboutTooLong]);
    expect(await refused({})).toEqual([400, ProfileMessages.nothingToChange]);
    expect(
      (await a.call('PATCH', '/instance/profile', { name: 'n'.repeat(25), about: 'a'.repeat(139) }))
        .statusCode,
    ).toBe(200);
  });

  it('sets the picture as a 640x640 JPEG cropped square, refuses a non-image with 415, and removes it', async () => {
    const a = await linkedToken(ctx, 'profile-picture', '919800000732');
    const wide = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2266aa' } })
      .png()
      .toBuffer();
    const set = await a.call('PUT', '/instance/profile/picture', { media: dataUrl('image/png', wide) });
    expect(set.statusCode, set.body).toBe(200);
    const pictureUrl = set.json().pictureUrl as string;
    expect(pictureUrl).toMatch(/^data:image\/jpeg;base64,/);
    const jpeg = Buffer.from(pictureUrl.split(',')[1] as string, 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 640, height: 640 });

    const pdf = await a.call('PUT', '/instance/profile/picture', {
      media: dataUrl('application/pdf', Buffer.from('%PDF-1.4 nothing')),
    });
    expect([pdf.statusCode, pdf.json().message]).toEqual([415, ProfileMessages.pictureType]);
    // Declared an image, but the bytes are none.
    const fake = await a.call('PUT', '/instance/profile/picture', {
      media: dataUrl('image/png', Buffer.from('not really a png')),
    });
    expect([fake.statusCode, fake.json().message]).toEqual([415, ProfileMessages.pictureType]);
    expect((await a.call('GET', '/instance/profile')).json().pictureUrl).toBe(pictureUrl);

    const removed = await a.call('DELETE', '/instance/profile/picture');
    expect([removed.statusCode, removed.json().pictureUrl]).toEqual([200, null]);
  });

  it('answers 409 for a token without a linked phone', async () => {
    const { dash, insid } = await trialToken(ctx, 'profile-unlinked');
    const key = (await dash.post('/dash/wa/showKey', { insid })).json().api_key as string;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/instance/profile?insid=${insid}`,
      headers: { key },
    });
    expect([res.statusCode, res.json().message]).toEqual([409, ProfileMessages.notConnected]);
  });
});

describe('an engine lacking the profile and status operations', () => {
  async function without(
    member: 'updateProfile' | 'setProfilePicture' | 'sendsStatuses' | 'revokeStatus',
    work: () => Promise<void>,
  ) {
    const own = Object.getOwnPropertyDescriptor(ctx.engine, member);
    Object.defineProperty(ctx.engine, member, { value: undefined, configurable: true, writable: true });
    try {
      await work();
    } finally {
      if (own) Object.defineProperty(ctx.engine, member, own);
      else Reflect.deleteProperty(ctx.engine, member);
    }
  }
  const unsupported = (operation: string) => ({
    code: 'NOT_SUPPORTED_BY_ENGINE',
    message: `The simulator engine does not support ${operation}.`,
  });

  it('answers 501 NOT_SUPPORTED_BY_ENGINE for each call, and lists each as unsupported', async () => {
    const a = await linkedToken(ctx, 'profile-501', '919800000733');
    await without('updateProfile', async () => {
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { name: 'x' }],
      ] as const) {
        const res = await a.call(method, '/instance/profile', body);
        expect([res.statusCode, res.json()]).toEqual([501, unsupported('profile.update')]);
      }
      const caps = (await a.call('GET', '/instance/capabilities')).json();
      expect(caps.operations['profile.update']).toBe(false);
    });
    await without('setProfilePicture', async () => {
      const res = await a.call('DELETE', '/instance/profile/picture');
      expect([res.statusCode, res.json()]).toEqual([501, unsupported('profile.picture')]);
    });
    await without('sendsStatuses', async () => {
      const res = await a.call('POST', '/status/text', { body: 'x', recipients: [CONTACT] });
      expect([res.statusCode, res.json()]).toEqual([501, unsupported('status.post')]);
    });
    await without('revokeStatus', async () => {
      const res = await a.call('DELETE', '/status/00000000-0000-4000-8000-000000000000');
      expect([res.statusCode, res.json()]).toEqual([501, unsupported('status.revoke')]);
    });
    const caps = (await a.call('GET', '/instance/capabilities')).json().operations;
    expect(caps).toMatchObject({
      'profile.update': true,
      'profile.picture': true,
      'status.post': true,
      'status.revoke': true,
    });
  });
});
