import { randomUUID } from 'node:crypto';
import { STATUS_CHAT } from '@chatgate/contracts';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { MessagingEngine, OutgoingMessage } from '../src/engines/engine';
import type { OptionalEngineOperations } from '../src/engines/engine-optional-operations';
import { connectedToken, type EngineHarness, nextEvent, statusesUntil } from './engine-contract-support';

const textStatus = (id: string, recipients: string[], body: string): OutgoingMessage => ({
  id,
  to: STATUS_CHAT,
  kind: 'status',
  recipients,
  statusType: 'text',
  body,
  backgroundColor: '#128C7E',
  font: 1,
});

/** The engine's optional member, which this contract requires of both engines. */
function member<K extends keyof OptionalEngineOperations>(engine: MessagingEngine, key: K) {
  const value = engine[key];
  if (value === undefined) throw new Error(`the engine lacks ${key}`);
  return typeof value === 'function' ? (value.bind(engine) as OptionalEngineOperations[K]) : value;
}

/** The linked account's profile and statuses, in the MessagingEngine contract. */
export function profileAndStatusContract(harness: () => EngineHarness) {
  it('posts a text status to its recipients; a view arrives as statusViewed; a revoke takes it back', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    expect(member(h.engine, 'sendsStatuses')).toBe(true);
    const id = randomUUID();
    const sent = statusesUntil(h.engine, id, 'sent');
    await h.engine.send(insid, textStatus(id, [h.registered], 'Open on Sunday'));
    expect(await sent).toEqual(['sent']);
    expect(await h.statusOn(id)).toEqual({
      recipients: [h.registered],
      body: 'Open on Sunday',
      revoked: false,
    });

    const viewed = nextEvent(h.engine, 'statusViewed', (e) => e.statusId === id);
    await h.phoneViewsStatus(h.registered, id);
    const view = await viewed;
    expect(view).toMatchObject({ insid, statusId: id, viewer: h.registered });
    expect(view.timestamp.getTime()).toBeGreaterThan(Date.now() - 60_000);

    await member(h.engine, 'revokeStatus')(insid, { id, recipients: [h.registered] });
    await expect.poll(async () => (await h.statusOn(id))?.revoked).toBe(true);
  });

  it('posts an image status with its caption to its recipients', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    const id = randomUUID();
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const sent = statusesUntil(h.engine, id, 'sent');
    await h.engine.send(insid, {
      id,
      to: STATUS_CHAT,
      kind: 'status',
      recipients: [h.registered],
      statusType: 'image',
      media: `data:image/png;base64,${png.toString('base64')}`,
      mimeType: 'image/png',
      caption: 'New in',
    });
    expect(await sent).toEqual(['sent']);
    expect(await h.statusOn(id)).toEqual({ recipients: [h.registered], body: 'New in', revoked: false });
  });

  it('sends a status again under the same id once only', async () => {
    const h = harness();
    const { insid } = await connectedToken(h);
    const id = randomUUID();
    const message = textStatus(id, [h.registered], 'Once');
    const sent = statusesUntil(h.engine, id, 'sent');
    await h.engine.send(insid, message);
    await sent;
    await h.engine.send(insid, message);
    expect(await h.statusOn(id)).toMatchObject({ body: 'Once', revoked: false });
  });

  /** A contact who wrote to a new token's phone posts a status; what the token received of it. */
  async function contactPosts(h: EngineHarness, body: string) {
    const { insid, phone } = await connectedToken(h);
    const contact = h.phone();
    const hello = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.from === contact);
    await h.phoneWrites(contact, phone, 'hello');
    await hello;
    const arrived = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.type === 'status');
    const posted = await h.phonePostsStatus(contact, phone, body);
    return { insid, contact, posted, status: (await arrived).message };
  }

  it('receives a contact’s status as type status in status@broadcast, by its poster', async () => {
    const { contact, status } = await contactPosts(harness(), 'Back from holiday');
    expect(status).toMatchObject({
      from: STATUS_CHAT,
      author: contact,
      type: 'status',
      body: 'Back from holiday',
    });
  });

  it('hears a contact delete their status: the revoke of the received status’s id', async () => {
    const h = harness();
    const { insid, contact, posted, status } = await contactPosts(h, 'Gone soon');
    const revoked = nextEvent(h.engine, 'changed', (e) => e.insid === insid && e.messageId === status.id);
    await h.phoneDeletesStatus(contact, posted);
    expect(await revoked).toEqual({ insid, messageId: status.id, change: 'revoke' });
  });

  it('reads and changes the profile: name, about text, picture set and removed', async () => {
    const h = harness();
    const { insid, phone } = await connectedToken(h);
    const getProfile = member(h.engine, 'getProfile');
    const before = await getProfile(insid);
    expect(before).toMatchObject({ number: phone, pictureUrl: null });

    await member(h.engine, 'updateProfile')(insid, { name: 'Acme Support', about: 'Open 9 to 6' });
    expect(await getProfile(insid)).toMatchObject({
      number: phone,
      name: 'Acme Support',
      about: 'Open 9 to 6',
    });
    expect(await h.profileOn(phone)).toEqual({ name: 'Acme Support', about: 'Open 9 to 6', picture: false });
    await member(h.engine, 'updateProfile')(insid, { about: 'Closed today' });
    expect(await getProfile(insid)).toMatchObject({ name: 'Acme Support', about: 'Closed today' });

    const jpeg = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    const setPicture = member(h.engine, 'setProfilePicture');
    await setPicture(insid, jpeg);
    expect((await getProfile(insid)).pictureUrl).toMatch(/^(https:|data:image\/jpeg;base64,)/);
    expect((await h.profileOn(phone)).picture).toBe(true);
    await setPicture(insid, null);
    expect((await getProfile(insid)).pictureUrl).toBeNull();
    expect((await h.profileOn(phone)).picture).toBe(false);
  });

  it('refuses the profile of a token without a phone as not-connected', async () => {
    const h = harness();
    const insid = await h.newToken();
    await expect(member(h.engine, 'getProfile')(insid)).rejects.toMatchObject({ reason: 'not-connected' });
  });
}
