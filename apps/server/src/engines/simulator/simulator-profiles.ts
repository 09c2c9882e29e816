import type { Db } from '../../db/client';
import { EngineError } from '../engine-error';
import type { EngineProfile } from '../operations/profile';
import { SendFailures } from '../send-failures';
import * as q from './simulator.queries';
import { findProfile, saveProfile } from './statuses.queries';

/** What a phone's profile says until it is changed (WhatsApp's own default about text). */
export const DEFAULT_ABOUT = 'Hey there! I am using WhatsApp.';

/** A virtual phone's profile; the picture is answered as a data URL of its JPEG. */
export async function phoneProfile(db: Db, at: q.NetworkPhone): Promise<EngineProfile> {
  const row = await findProfile(db, at);
  return {
    number: at.phone,
    name: row?.name ?? '',
    about: row?.about ?? DEFAULT_ABOUT,
    pictureUrl: row?.pictureJpeg ? `data:image/jpeg;base64,${row.pictureJpeg}` : null,
  };
}

/**
 * The simulator's profiles: a token's profile is its linked phone's (`sim_profiles`), which the
 * Sandbox Phones of its account show in their chat with it. A token without a phone is
 * `not-connected`.
 */
export class SimulatorProfiles {
  constructor(private readonly db: Db) {}

  async get(insid: string): Promise<EngineProfile> {
    return phoneProfile(this.db, await this.linked(insid));
  }

  async update(insid: string, change: { name?: string; about?: string }): Promise<void> {
    await saveProfile(this.db, await this.linked(insid), { about: DEFAULT_ABOUT }, change);
  }

  async setPicture(insid: string, jpeg: Buffer | null): Promise<void> {
    const pictureJpeg = jpeg ? jpeg.toString('base64') : null;
    await saveProfile(this.db, await this.linked(insid), { about: DEFAULT_ABOUT }, { pictureJpeg });
  }

  private async linked(insid: string): Promise<q.NetworkPhone> {
    const at = await q.linkedPhone(this.db, insid);
    if (!at) throw new EngineError('not-connected', SendFailures.notConnected);
    return at;
  }
}
