import type { SandboxStatus } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { EngineProfile } from '../operations/profile';
import * as q from './simulator.queries';
import type { SimulatorEngine } from './simulator-engine';
import { phoneProfile } from './simulator-profiles';
import { statusesFor, statusShownTo } from './statuses.queries';

/** Where the Sandbox Phone fetches a status's file (under /api/v1, with the dashboard session). */
export const statusMediaPath = (phone: string, id: string) => `/sandbox/phones/${phone}/statuses/${id}/media`;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** What a person does with statuses on a virtual phone of their account, and the profiles it shows. */
export function createSandboxStatuses(engine: SimulatorEngine) {
  const { db } = engine;
  const phoneOf = (phone: string, userId: string): q.NetworkPhone => ({ accountId: userId, phone });

  return {
    /** The live statuses the phone sees (its own and its contacts'), newest first. */
    async list(phone: string, userId: string): Promise<SandboxStatus[]> {
      const rows = await statusesFor(db, phoneOf(phone, userId));
      return rows.map(({ status, viewed }) => {
        const type = (text(status.content.statusType) || 'text') as SandboxStatus['type'];
        return {
          id: status.id,
          poster: status.phone,
          type,
          body: text(status.content.body),
          backgroundColor: type === 'text' ? text(status.content.backgroundColor) || null : null,
          font: typeof status.content.font === 'number' ? status.content.font : null,
          mediaUrl: type === 'text' ? null : statusMediaPath(phone, status.id),
          viewed: viewed || status.phone === phone,
          createdAt: status.createdAt.toISOString(),
        };
      });
    },

    /** The phone opens a status shown to it (its poster's token hears of it once); false when none. */
    view: (phone: string, userId: string, id: string) => engine.statuses.viewedBy(phoneOf(phone, userId), id),

    /** The phone posts a text status to its contacts; its id. */
    async post(phone: string, userId: string, body: string, backgroundColor?: string) {
      const at = phoneOf(phone, userId);
      await q.openPhone(db, at);
      return engine.statuses.postedByPhone(at, body, backgroundColor);
    },

    /** The phone deletes a text status it posted (its recipients' tokens hear of it); false when none. */
    revoke: (phone: string, userId: string, id: string) =>
      engine.statuses.revokedByPhone(phoneOf(phone, userId), id),

    /** A token's media status shown to the phone: the token's stored file (or https URL); null otherwise. */
    async mediaOf(phone: string, userId: string, id: string) {
      if (!(await statusShownTo(db, phoneOf(phone, userId), id))) return null;
      const { rows } = await db.execute<{ media: string | null }>(sql`
        select payload->>'media' as media from messages
         where id = ${id}::uuid and direction = 'out' and type = 'status'`);
      const media = rows[0]?.media;
      return media ? { ref: media, fileName: null } : null;
    },

    /** The profile of a phone of the phone's account (a token's linked phone shows the token's). */
    profile: (userId: string, peer: string): Promise<EngineProfile> =>
      phoneProfile(db, phoneOf(peer, userId)),
  };
}

export type SandboxStatuses = ReturnType<typeof createSandboxStatuses>;
