import {
  AccessDeniedMessages,
  InstanceMessages,
  MAX_TOKENS_PER_USER,
  TokenLimitMessages,
} from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, oneOfEachRole } from '../../../test/content-users';
import { createTestContext, type TestContext } from '../../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const putLimit = (caller: Caller, uuid: string, limit: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/v1/dash/users/${uuid}/tokenLimit`,
    headers: { authorization: `Bearer ${caller.token}` },
    payload: { limit },
  });

/** Creates tokens for `owner` until the server says no; answers how many it made. */
async function createUntilRefused(owner: Caller): Promise<number> {
  // The trial must be paid before another token may be made (spec 4).
  await ctx.db.execute(
    sql`update instances set trial = false, status = 'Active', valid_till = now() + interval '30 days'
        where user_id = ${owner.id}`,
  );
  for (let made = 0; made < 20; made++) {
    const answer = await owner.post('/dash/wa/createInstance', { uuid: owner.id, name: `Dept ${made}` });
    if (answer.json().message !== InstanceMessages.created) {
      expect(answer.json().message).toBe(InstanceMessages.limitReached);
      return made;
    }
  }
  throw new Error('the limit never applied');
}

describe('token limit (spec 9: more than 5 tokens via sales or a ticket)', () => {
  it('staff raise an account past 5 tokens; the server holds it to the new limit', async () => {
    const { crm, user } = await oneOfEachRole(ctx, 'tl1');
    expect(await createUntilRefused(user)).toBe(MAX_TOKENS_PER_USER - 1);

    const before = await crm.get(`/dash/users/${user.id}/tokenLimit`);
    expect(before.json()).toMatchObject({
      uuid: user.id,
      limit: MAX_TOKENS_PER_USER,
      tokens: MAX_TOKENS_PER_USER,
    });

    const raised = await putLimit(crm, user.id, 7);
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({
      limit: 7,
      tokens: MAX_TOKENS_PER_USER,
      message: TokenLimitMessages.saved,
    });
    expect(await createUntilRefused(user)).toBe(2);
    expect((await crm.get(`/dash/users/${user.id}/tokenLimit`)).json()).toMatchObject({
      limit: 7,
      tokens: 7,
    });
  });

  it('only staff may read or change it, within 5 to 100, for an account that exists', async () => {
    const { admin, user } = await oneOfEachRole(ctx, 'tl2');
    const own = await putLimit(user, user.id, 50);
    expect([own.statusCode, own.json().message]).toEqual([403, AccessDeniedMessages.text]);
    expect((await user.get(`/dash/users/${user.id}/tokenLimit`)).statusCode).toBe(403);

    for (const limit of [4, 101, 5.5, '7', null]) {
      const refused = await putLimit(admin, user.id, limit);
      expect([refused.statusCode, refused.json().message], String(limit)).toEqual([
        400,
        TokenLimitMessages.range,
      ]);
    }
    for (const uuid of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await putLimit(admin, uuid, 10);
      expect([missing.statusCode, missing.json().message]).toEqual([404, TokenLimitMessages.userNotFound]);
    }
    expect((await admin.get(`/dash/users/${user.id}/tokenLimit`)).json().limit).toBe(MAX_TOKENS_PER_USER);
  });
});
