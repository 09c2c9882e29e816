import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { waChannels } from '../../db/schema';

export type ChannelRow = typeof waChannels.$inferSelect;

export async function insertChannel(
  db: Queryable,
  channel: Pick<ChannelRow, 'instanceId' | 'channelId' | 'name' | 'description'>,
): Promise<ChannelRow> {
  const [row] = await db.insert(waChannels).values(channel).returning();
  return row as ChannelRow;
}

/** The token's channels, oldest first. */
export function channelsOf(db: Queryable, insid: string): Promise<ChannelRow[]> {
  return db
    .select()
    .from(waChannels)
    .where(eq(waChannels.instanceId, insid))
    .orderBy(asc(waChannels.createdAt));
}

export async function ownsChannel(db: Queryable, insid: string, channelId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: waChannels.channelId })
    .from(waChannels)
    .where(and(eq(waChannels.instanceId, insid), eq(waChannels.channelId, channelId)));
  return row !== undefined;
}
