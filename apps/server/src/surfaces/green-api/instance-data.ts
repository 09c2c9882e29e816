import type { Db } from '../../db/client';
import { findToken } from '../../modules/instances/instances.service';
import { greenChatId } from './chat-ids';
import type { InstanceData } from './message-context';

/** The token as Green-API names it in answers: its id, and its phone (the last linked) as a chat id. */
export async function instanceDataOf(db: Db, insid: string): Promise<InstanceData> {
  const row = await findToken(db, insid);
  const phone = row?.wid ?? row?.lastPhone;
  return { idInstance: insid, wid: phone ? greenChatId(phone) : '' };
}
