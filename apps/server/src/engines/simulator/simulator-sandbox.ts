import { randomUUID } from 'node:crypto';
import type { SandboxMessages, SandboxPhone } from '@chatgate/contracts';
import * as q from './simulator.queries';
import type { SimulatorEngine } from './simulator-engine';

export class SandboxError extends Error {
  constructor(readonly reason: keyof typeof SandboxMessages) {
    super(reason);
  }
}

/** What a person does with a virtual phone: open it, scan a token's QR, read and reply. */
export function createSandbox(engine: SimulatorEngine) {
  const { db } = engine;

  async function ownedPhone(phone: string, userId: string) {
    // The common case (the user's own phone) is one read; only a new phone is claimed.
    const found = await q.findPhone(db, phone);
    const row = found?.ownerUserId === userId ? found : await q.claimPhone(db, phone, userId);
    if (row.ownerUserId !== userId) throw new SandboxError('phoneNotYours');
    return row;
  }

  async function view(phones: q.SimPhoneRow[]): Promise<SandboxPhone[]> {
    const messages = await q.messagesOf(
      db,
      phones.map((p) => p.phone),
    );
    return phones.map((p) => ({
      phone: p.phone,
      linkedInsid: p.linkedInstanceId,
      messages: messages
        .filter((m) => m.phone === p.phone)
        .map((m) => ({
          id: m.id,
          direction: m.direction,
          peer: m.peer,
          groupId: m.groupId,
          body: m.body,
          status: m.status,
          createdAt: m.createdAt.toISOString(),
        })),
    }));
  }

  return {
    async open(phone: string, userId: string): Promise<SandboxPhone> {
      const [result] = await view([await ownedPhone(phone, userId)]);
      return result as SandboxPhone;
    },

    async list(userId: string): Promise<SandboxPhone[]> {
      return view(await q.phonesOf(db, userId));
    },

    /** Links the phone to the token showing this QR. One phone, one token; one token, one phone. */
    async scan(qr: string, phone: string, userId: string): Promise<{ insid: string; wid: string }> {
      const insid = await db.transaction(async (tx) => {
        const code = await q.findLiveQr(tx, qr);
        if (!code) throw new SandboxError('qrInvalid');
        const row = await q.claimPhone(tx, phone, userId);
        if (row.ownerUserId !== userId) throw new SandboxError('phoneNotYours');
        if (row.linkedInstanceId && row.linkedInstanceId !== code.instanceId)
          throw new SandboxError('phoneTaken');
        const current = await q.linkedPhone(tx, code.instanceId);
        if (current && current !== phone) throw new SandboxError('tokenTaken');
        await q.setLink(tx, phone, code.instanceId);
        await q.deleteQr(tx, code.instanceId);
        return code.instanceId;
      });
      engine.linked(insid, phone);
      return { insid, wid: phone };
    },

    /** The virtual phone answers a token; the token receives it as an incoming message. */
    async reply(phone: string, userId: string, toWid: string, body: string): Promise<void> {
      await ownedPhone(phone, userId);
      const insid = await q.instanceLinkedTo(db, toWid);
      if (!insid) throw new SandboxError('noLink');
      const id = randomUUID();
      await q.insertSimMessage(db, { id, phone, direction: 'out', peer: toWid, body, status: 'delivered' });
      engine.hub.emit('message', {
        insid,
        message: { id, from: phone, type: 'text', body, timestamp: new Date() },
      });
    },
  };
}

export type Sandbox = ReturnType<typeof createSandbox>;
