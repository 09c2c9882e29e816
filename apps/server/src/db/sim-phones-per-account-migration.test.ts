import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const BOB = '00000000-0000-4000-8000-0000000000b0';
const MALLORY = '00000000-0000-4000-8000-0000000000a0';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
beforeAll(async () => {
  database = await createTestDatabase();
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
});
afterAll(async () => {
  await client.end();
  await database.drop();
});

const apply = async (file: string) => {
  const text = await readFile(`${MIGRATIONS}/${file}`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await client.query(statement);
};
const rows = async (query: string) => (await client.query(query)).rows;

describe('migration 0034: one network of sandbox phones per account', () => {
  it('keeps existing phones, messages, groups and channels, each in the account it belongs to', async () => {
    const files = (await readdir(MIGRATIONS)).filter((f) => f.endsWith('.sql')).sort();
    for (const file of files.filter((f) => f < '0034')) await apply(file);
    // Bob's token sent an OTP to a number Mallory then opened (she became its owner) and answered.
    await client.query(`
      insert into users (id, username, email, name, password_hash)
        values ('${BOB}', 'bob', 'b@x', 'Bob', 'h'), ('${MALLORY}', 'mallory', 'm@x', 'Mallory', 'h');
      insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint)
        values ('ins_bob', '${BOB}', 'Trial', 'hb', 'c', 'abcd');
      insert into sim_phones (phone, owner_user_id, linked_instance_id) values
        ('919000000011', '${BOB}', 'ins_bob'), ('919000000021', '${MALLORY}', null),
        ('919000000099', null, null), ('919000000077', null, null);
      insert into sim_messages (id, phone, direction, peer, body, status) values
        ('00000000-0000-4000-8000-000000000001', '919000000021', 'in', '919000000011', 'OTP 482913', 'read'),
        ('00000000-0000-4000-8000-000000000002', '919000000021', 'out', '919000000011', 'again?', 'delivered'),
        ('00000000-0000-4000-8000-000000000003', '919000000099', 'in', '919000000011', 'hello', 'read');
      insert into sim_groups (id, subject, owner_phone) values ('120363000000000001@g.us', 'Team', '919000000011');
      insert into sim_group_members (group_id, phone, role) values
        ('120363000000000001@g.us', '919000000011', 'superadmin'), ('120363000000000001@g.us', '919000000099', 'member');
      insert into sim_channels (id, owner_phone, name) values ('120363000000000002@newsletter', '919000000011', 'News');`);

    await apply(files.find((f) => f.startsWith('0034')) as string);

    const who = (id: string) => (id === BOB ? 'bob' : id === MALLORY ? 'mallory' : id);
    const phones = await rows('select account_id, phone, linked_instance_id from sim_phones order by 1, 2');
    expect(phones.map((p) => [who(p.account_id), p.phone, p.linked_instance_id])).toEqual([
      ['mallory', '919000000021', null],
      ['bob', '919000000011', 'ins_bob'],
      ['bob', '919000000021', null],
      ['bob', '919000000099', null],
    ]);
    const messages = await rows('select account_id, phone, body from sim_messages order by body');
    expect(messages.map((m) => [who(m.account_id), m.phone, m.body])).toEqual([
      ['bob', '919000000021', 'OTP 482913'],
      ['mallory', '919000000021', 'again?'],
      ['bob', '919000000099', 'hello'],
    ]);
    expect(await rows('select account_id from sim_group_members')).toEqual([
      { account_id: BOB },
      { account_id: BOB },
    ]);
    expect(
      await rows('select account_id from sim_groups union all select account_id from sim_channels'),
    ).toEqual([{ account_id: BOB }, { account_id: BOB }]);
  });
});
