import sharp from 'sharp';
import { expect, it } from 'vitest';
import { EngineError } from '../src/engines/engine-error';
import { connectedToken, type EngineHarness, nextEvent } from './engine-contract-support';

/** What the contacts contract needs of a harness beyond the MessagingEngine contract's. */
export interface ContactsHarness {
  /** A phone of the network with an about text and a profile picture. */
  profilePhone(): Promise<{ number: string; about: string }>;
  /** A phone of the network with neither. */
  plainPhone(): Promise<string>;
  /** The push name the network shows for the phone's messages. */
  pushNameOf(number: string): string;
}

/** A small square JPEG, as the profile picture route makes. */
const squareJpeg = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();

/** Resolves true when no `message` event for the token came within `ms`. */
function noMessage(h: EngineHarness, insid: string, ms = 400): Promise<boolean> {
  return new Promise((resolve) => {
    const off = h.engine.on('message', (e) => {
      if (e.insid !== insid) return;
      off();
      resolve(false);
    });
    setTimeout(() => {
      off();
      resolve(true);
    }, ms);
  });
}

/** Contacts: push names, profiles and blocking, in the MessagingEngine contract. */
export function contactsContract(harness: () => EngineHarness & ContactsHarness) {
  it('names the writer of a message by their push name', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const writer = await h.plainPhone();
    const arrived = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.from === writer);
    await h.phoneWrites(writer, phone, 'Hi, it is me');
    expect((await arrived).message.pushName).toBe(h.pushNameOf(writer));
  });

  it('answers a person’s about text and picture, and null for a person with neither', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    expect(h.engine.contactAbout && h.engine.contactPicture && h.engine.blockContact).toBeTruthy();
    const profile = await h.profilePhone();
    expect(await h.engine.contactAbout?.(insid, { number: profile.number })).toBe(profile.about);
    const found = await h.engine.contactPicture?.(insid, { number: profile.number });
    expect(found && ('url' in found ? found.url : found.mimeType)).toMatch(/^(https:|image\/)/);
    const plain = await h.plainPhone();
    expect(await h.engine.contactAbout?.(insid, { number: plain })).toBeNull();
    expect(await h.engine.contactPicture?.(insid, { number: plain })).toBeNull();
  });

  it('answers the profile another token set for its phone', async () => {
    const h = harness();
    const poster = await connectedToken(h);
    const { insid } = await connectedToken(h);
    await h.engine.updateProfile?.(poster.insid, { about: 'Open 9 to 6' });
    await h.engine.setProfilePicture?.(poster.insid, await squareJpeg());
    expect(await h.engine.contactAbout?.(insid, { number: poster.phone })).toBe('Open 9 to 6');
    const found = await h.engine.contactPicture?.(insid, { number: poster.phone });
    expect(found && ('url' in found ? found.url : found.mimeType)).toMatch(/^(https:|image\/jpeg)/);
    await h.engine.setProfilePicture?.(poster.insid, null);
    expect(await h.engine.contactPicture?.(insid, { number: poster.phone })).toBeNull();
  });

  it('refuses profile calls with not-connected for a token without a linked phone', async () => {
    const h = harness();
    const insid = await h.newToken();
    const profile = await h.profilePhone();
    const refused = await h.engine.contactAbout?.(insid, { number: profile.number }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineError);
    expect((refused as EngineError).reason).toBe('not-connected');
  });

  it('a blocked person’s messages do not reach the token; unblocked, they do again', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const writer = await h.plainPhone();
    await h.engine.blockContact?.(insid, { number: writer }, true);
    const none = noMessage(h, insid);
    await h.phoneWrites(writer, phone, 'Are you there?');
    expect(await none).toBe(true);

    await h.engine.blockContact?.(insid, { number: writer }, false);
    const arrived = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.from === writer);
    await h.phoneWrites(writer, phone, 'Hello again');
    expect((await arrived).message.body).toBe('Hello again');
  });
}
