import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { RECEIVED_MEDIA_ERRORS } from '@chatgate/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { receivedEvents } from '../../../test/received-events';
import type { IncomingMessage } from '../engine-events';

const SENDER = '919876500001';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

type Harness = Awaited<ReturnType<typeof baileysHarness>>;

/** A token linked to a new phone, and the messages its engine reports received, in order. */
async function linkedWithInbox(h: Harness) {
  const insid = await h.newToken();
  const started = await h.engine.startSession(insid);
  if (started.state !== 'qr') throw new Error('expected a QR');
  const phone = h.phone();
  await h.link(started.qr, phone);
  h.wa.registerPhone(SENDER, 'Asha');
  const inbox: IncomingMessage[] = [];
  h.engine.on('message', (e) => {
    if (e.insid === insid) inbox.push(e.message);
  });
  const received = async (count: number) => {
    await expect.poll(() => inbox.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(count);
    return inbox;
  };
  return { insid, phone, received };
}

const PHOTO = { kind: 'image', bytes: PNG, mimetype: 'image/png' } as const;

const storedBytes = (h: Harness, ref: string) => readFile(fileURLToPath(h.engineOptions.media.resolve(ref)));

describe('Baileys received media', () => {
  let h: Harness;
  afterEach(() => h.close());

  describe('with the default size limit', () => {
    beforeEach(async () => {
      h = await baileysHarness();
    });

    it('downloads, decrypts and keeps a received photo, in order with the text after it', async () => {
      const { phone, received } = await linkedWithInbox(h);
      await h.wa.phoneSendsMedia(SENDER, phone, { ...PHOTO, caption: 'The broken part' });
      h.wa.phoneSends(SENDER, phone, 'see above');
      const [photo, text] = await received(2);
      expect(photo).toMatchObject({
        from: SENDER,
        type: 'image',
        body: '[image] The broken part',
        file: { mimeType: 'image/png', size: PNG.length },
      });
      expect(await storedBytes(h, photo?.file?.ref ?? '')).toEqual(PNG);
      expect(text).toMatchObject({ type: 'text', body: 'see above' });
    });

    it('asks the sender’s phone for a file whose link expired, and keeps a document’s name', async () => {
      const { phone, received } = await linkedWithInbox(h);
      const pdf = Buffer.from('%PDF-1.4 order 1042');
      // The link is dead before the token fetches it: Baileys asks the phone to upload it again.
      const sent = h.wa.phoneSendsMedia(SENDER, phone, {
        kind: 'document',
        bytes: pdf,
        mimetype: 'application/pdf',
        fileName: 'invoice.pdf',
      });
      h.wa.expireMedia((await sent).url);
      const [document] = await received(1);
      expect(document).toMatchObject({
        type: 'document',
        file: { mimeType: 'application/pdf', fileName: 'invoice.pdf', size: pdf.length },
      });
      expect(await storedBytes(h, document?.file?.ref ?? '')).toEqual(pdf);
    });

    it('asks the sender’s phone again for a file that does not decrypt ("bad decrypt")', async () => {
      const { phone, received } = await linkedWithInbox(h);
      await h.wa.phoneSendsMedia(SENDER, phone, { ...PHOTO, served: 'undecryptable' });
      const [photo] = await received(1);
      expect(photo?.mediaError).toBeUndefined();
      expect(await storedBytes(h, photo?.file?.ref ?? '')).toEqual(PNG);
    });

    it.each([
      ['expired', RECEIVED_MEDIA_ERRORS.expired],
      ['undecryptable', RECEIVED_MEDIA_ERRORS.undecryptable],
    ] as const)(
      'delivers a message whose %s file the phone cannot upload again without it, saying why',
      async (served, reason) => {
        const { insid, phone, received } = await linkedWithInbox(h);
        await h.wa.phoneSendsMedia(SENDER, phone, {
          ...PHOTO,
          caption: 'Lost',
          served,
          deletedOnPhone: true,
        });
        const [photo] = await received(1);
        expect(photo).toMatchObject({ type: 'image', body: '[image] Lost', mediaError: reason });
        expect(photo?.file).toBeUndefined();
        // The reason reaches the customer in the message.received event.
        if (!photo) throw new Error('nothing received');
        await h.ctx.runtime.messageWriters.incoming.record(insid, photo, h.ctx.config.publicUrl);
        const events = await receivedEvents(h.ctx.db, insid);
        expect(events.at(-1)).toMatchObject({ id: photo.id, media: null, mediaError: reason });
      },
    );

    it('quotes and reacts to a received message with the key WhatsApp gave it', async () => {
      const { insid, phone, received } = await linkedWithInbox(h);
      const waId = h.wa.phoneSends(SENDER, phone, 'Is the blue one in stock?');
      const [question] = await received(1);
      if (!question) throw new Error('nothing received');
      await h.ctx.runtime.messageWriters.incoming.record(insid, question, h.ctx.config.publicUrl);

      const replyId = crypto.randomUUID();
      await h.engine.send(insid, {
        id: replyId,
        to: SENDER,
        kind: 'text',
        body: 'Yes',
        quotedId: question.id,
      });
      await h.engine.send(insid, {
        id: crypto.randomUUID(),
        to: SENDER,
        kind: 'reaction',
        messageId: question.id,
        emoji: '👍',
      });
      const [reply, reaction] = h.wa.sockets.at(-1)?.sent.slice(-2) ?? [];
      const theirKey = { remoteJid: `${SENDER}@s.whatsapp.net`, id: waId, fromMe: false };
      expect(reply?.options?.quoted?.key).toEqual(theirKey);
      expect(reaction?.content).toEqual({ react: { text: '👍', key: theirKey } });
      expect(await h.receivedBy(SENDER, replyId)).toBe(1);
    });
  });

  it('names a sender WhatsApp shows only by LID by their phone number and the LID, in a chat and in a group', async () => {
    h = await baileysHarness();
    const { phone, received } = await linkedWithInbox(h);
    const socket = h.wa.sockets.at(-1);
    const lid = h.wa.lidOf(SENDER);
    const group = '120363012345678901@g.us';
    const message = (key: object, text: string) => ({
      key: { fromMe: false, id: `3A${text.length}${Date.now()}`, ...key },
      message: { conversation: text },
      messageTimestamp: Math.floor(Date.now() / 1000),
    });
    socket?.deliver('messages.upsert', {
      type: 'notify',
      messages: [
        message({ remoteJid: lid }, 'hi'),
        message({ remoteJid: group, participant: lid }, 'hello all'),
      ],
    });
    const [direct, inGroup] = await received(2);
    expect(direct).toMatchObject({ from: SENDER, senderLid: lid, body: 'hi' });
    expect(inGroup).toMatchObject({ from: group, author: SENDER, senderLid: lid, body: 'hello all' });
    expect(phone).not.toBe(SENDER);
  });

  it('passes on a message whose file is too large without the file', async () => {
    h = await baileysHarness({ maxIncomingMediaBytes: 8 });
    const { phone, received } = await linkedWithInbox(h);
    await h.wa.phoneSendsMedia(SENDER, phone, {
      kind: 'video',
      bytes: Buffer.alloc(64),
      mimetype: 'video/mp4',
    });
    const [video] = await received(1);
    expect(video).toMatchObject({ type: 'video', body: '[video]' });
    expect(video?.file).toBeUndefined();
  });
});
