import { randomUUID } from 'node:crypto';
import { type LinkedAccount, linked, signedIn } from './accounts';
import type { ProcessServer } from './process-server';
import { callJson } from './sandbox-account';
import type { Hints } from './schema-arbitrary';

export interface FuzzFixtures {
  /** An ordinary user and an Admin, each with a connected token, so both kinds of caller are fuzzed. */
  callers: { user: LinkedAccount; admin: LinkedAccount };
  /** Real ids by field name, so schema-shaped inputs reach past the lookups. */
  hints: Hints;
}

/** The accounts and data the fuzzer calls with: tokens, a message, a ticket and a group of theirs. */
export async function fuzzFixtures(server: ProcessServer): Promise<FuzzFixtures> {
  const base = server.url;
  const api = `${base}/api/v1`;
  const user = await linked(base, await signedIn(base, server.database, 'fuzzuser'), '919811100001');
  const admin = await linked(
    base,
    await signedIn(base, server.database, 'fuzzadmin', 'Admin'),
    '919811100002',
  );
  const keyOf = (token: LinkedAccount) => ({ key: token.key });
  const sent = await callJson(
    `${api}/send/text?insid=${user.insid}`,
    { to: admin.phone, body: 'hello' },
    keyOf(user),
  );
  const ticket = await callJson(
    `${api}/dash/tickets/create`,
    { type: 'Other', subject: 'Fuzz', description: 'A ticket to aim at' },
    user.auth,
  );
  const group = await callJson(
    `${api}/groups?insid=${user.insid}`,
    { subject: 'Fuzzers', participants: [admin.phone] },
    keyOf(user),
  );
  for (const [what, res] of Object.entries({ sent, ticket, group })) {
    if (res.status >= 300) throw new Error(`fixture ${what}: ${res.status} ${JSON.stringify(res.body)}`);
  }
  const messageId = sent.body.id as string;
  const groupId = group.body.id as string;
  const ids = [messageId, String(ticket.body.ticketID), randomUUID(), '1'];
  return {
    callers: { user, admin },
    hints: {
      insid: [user.insid, admin.insid, 'ins_doesnotexist'],
      uuid: [user.uuid, admin.uuid, user.insid, randomUUID()],
      id: ids,
      messageId: [messageId],
      quotedId: [messageId],
      groupId: [groupId],
      to: [admin.phone, user.phone, groupId, '919800000123'],
      number: [admin.phone, '919800000123', '919800000000'],
      phone: [user.phone, admin.phone, '919811199999'],
      username: [user.username, admin.username],
      email: [`${user.username}@example.com`],
      orderId: ['order_doesnotexist'],
    },
  };
}
