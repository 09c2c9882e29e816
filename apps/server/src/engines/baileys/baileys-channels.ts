import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { waChannels } from '../../db/schema';
import type { ChannelInfo } from '../engine';
import type { BaileysSocket } from './baileys-socket';

const toInfo = (row: typeof waChannels.$inferSelect): ChannelInfo => ({
  id: row.channelId,
  name: row.name,
  description: row.description,
  createdAt: row.createdAt,
});

/** Channels a token created; kept by us since WhatsApp does not list a device's own channels. */
export class BaileysChannels {
  constructor(private readonly db: Db) {}

  async create(socket: BaileysSocket, insid: string, name: string, description = ''): Promise<ChannelInfo> {
    const created = await socket.newsletterCreate(name, description);
    const [row] = await this.db
      .insert(waChannels)
      .values({ instanceId: insid, channelId: created.id, name, description })
      .returning();
    return toInfo(row as typeof waChannels.$inferSelect);
  }

  async list(insid: string): Promise<ChannelInfo[]> {
    const rows = await this.db
      .select()
      .from(waChannels)
      .where(eq(waChannels.instanceId, insid))
      .orderBy(asc(waChannels.createdAt));
    return rows.map(toInfo);
  }

  async owns(insid: string, channelId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: waChannels.channelId })
      .from(waChannels)
      .where(and(eq(waChannels.instanceId, insid), eq(waChannels.channelId, channelId)));
    return row !== undefined;
  }
}
