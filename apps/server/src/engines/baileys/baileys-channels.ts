import type { Db } from '../../db/client';
import type { ChannelInfo } from '../engine';
import * as q from './baileys-channels.queries';
import type { BaileysSocket } from './baileys-socket';

const toInfo = (row: q.ChannelRow): ChannelInfo => ({
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
    return toInfo(
      await q.insertChannel(this.db, { instanceId: insid, channelId: created.id, name, description }),
    );
  }

  async list(insid: string): Promise<ChannelInfo[]> {
    return (await q.channelsOf(this.db, insid)).map(toInfo);
  }

  owns(insid: string, channelId: string): Promise<boolean> {
    return q.ownsChannel(this.db, insid, channelId);
  }
}
