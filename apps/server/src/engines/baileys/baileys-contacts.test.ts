import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baileysHarness } from '../../../test/baileys-harness';
import { nextEvent } from '../../../test/engine-contract-support';
import { contactUpdateOf } from './baileys-contacts';
import type { BaileysSocket } from './baileys-socket';
import { waMessageIdOf } from './jids';
import { withSenderPhones } from './lid-phones';

type Harness = Awaited<ReturnType<typeof baileysHarness>>;
const PERSON = '919876500042';

describe('Baileys contacts and LIDs', () => {
  let h: Harness;
  let insid: string;
  let phone: string;
  beforeEach(async () => {
    h = await baileysHarness();
    insid = await h.newToken();
    const started = await h.engine.startSession(insid);
    if (started.state !== 'qr') throw new Error('expected a QR');
    phone = h.phone();
    await h.link(started.qr, phone);
    h.wa.registerPhone(PERSON, 'Asha');
  });
  afterEach(() => h.close());

  const contactsEvent = () => nextEvent(h.engine, 'contacts', (e) => e.insid === insid);

  it('reports the address book (contacts.upsert) with number, LID, names and the business flag', async () => {
    const lid = h.wa.lidOf(PERSON);
    const event = contactsEvent();
    h.wa.syncContacts(phone, [
      {
        id: `${PERSON}@s.whatsapp.net`,
        lid,
        name: 'Asha (shop)',
        notify: 'Asha',
        verifiedName: 'Asha Foods',
      },
      { id: '120363012345678901@g.us' },
    ]);
    expect((await event).contacts).toEqual([
      { number: PERSON, lid, savedName: 'Asha (shop)', pushName: 'Asha', business: true },
    ]);
  });

  it('reports WhatsApp’s LID mapping (lid-mapping.update) as a number and LID pair', async () => {
    const event = contactsEvent();
    h.wa.mapLid(phone, PERSON);
    expect((await event).contacts).toEqual([{ number: PERSON, lid: h.wa.lidOf(PERSON) }]);
  });

  it('names a LID-addressed chat by number: given beside the LID, or looked up in Baileys’ LID store', async () => {
    const lid = h.wa.lidOf(PERSON);
    const withNumber = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.body === 'one');
    h.wa.phoneSendsAsLid(PERSON, phone, 'one', true);
    expect((await withNumber).message).toMatchObject({ from: PERSON, senderLid: lid, pushName: 'Asha' });
    const lidOnly = nextEvent(h.engine, 'message', (e) => e.insid === insid && e.message.body === 'two');
    h.wa.phoneSendsAsLid(PERSON, phone, 'two', false);
    // The fake's Baileys lookup knows every LID: the engine fills the number in from it.
    expect((await lidOnly).message).toMatchObject({ from: PERSON, senderLid: lid });
  });

  it('sends to a LID jid: the phone behind it gets the message', async () => {
    const id = crypto.randomUUID();
    const sent = nextEvent(h.engine, 'status', (e) => e.messageId === id && e.status === 'sent');
    await h.engine.send(insid, { id, to: h.wa.lidOf(PERSON), kind: 'text', body: 'Hi by LID' });
    await sent;
    await expect.poll(() => h.wa.received(PERSON, waMessageIdOf(id))).toBe(1);
  });

  it('reads a contact’s ids whichever field holds them, and skips one with neither', () => {
    expect(contactUpdateOf({ id: '205938472615049@lid', phoneNumber: `${PERSON}@s.whatsapp.net` })).toEqual({
      number: PERSON,
      lid: '205938472615049@lid',
    });
    expect(contactUpdateOf({ id: '205938472615049:4@lid', notify: 'Sam' })).toEqual({
      lid: '205938472615049@lid',
      pushName: 'Sam',
    });
    expect(contactUpdateOf({ id: '120363012345678901@g.us' })).toBeNull();
  });
});

describe('a LID sender’s number from the message key', () => {
  // Baileys' LID store knows nothing here: the number can only come from the key itself.
  const socket = {
    signalRepository: { lidMapping: { getPNForLID: async () => null } },
  } as unknown as BaileysSocket;

  it('takes senderPn and participantPn as the phone forms of a LID chat and a LID group member', async () => {
    const direct = await withSenderPhones(socket, {
      key: { remoteJid: '205938472615049@lid', id: 'A1', senderPn: `${PERSON}@s.whatsapp.net` } as never,
    });
    expect(direct.key.remoteJidAlt).toBe(`${PERSON}@s.whatsapp.net`);
    const group = await withSenderPhones(socket, {
      key: {
        remoteJid: '120363012345678901@g.us',
        participant: '205938472615049@lid',
        id: 'A2',
        participantPn: `${PERSON}@s.whatsapp.net`,
      } as never,
    });
    expect(group.key.participantAlt).toBe(`${PERSON}@s.whatsapp.net`);
    const unknown = await withSenderPhones(socket, { key: { remoteJid: '205938472615049@lid', id: 'A3' } });
    expect(unknown.key.remoteJidAlt).toBeUndefined();
  });
});
