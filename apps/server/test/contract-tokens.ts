import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { signUpAndLogin, type TestContext } from './harness';

/** An account for engine contract tests, and a way to make fresh tokens of it. */
export async function contractAccount(ctx: TestContext) {
  const { token } = await signUpAndLogin(ctx.app, randomBytes(4).toString('hex'));
  const me = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/fetchUser',
    headers: { authorization: `Bearer ${token}` },
  });
  const userId = me.json().uuid as string;
  return {
    userId,
    /** A new trial token of the account (straight into the table: engines need only its id). */
    async newToken(): Promise<string> {
      const insid = `ins_${randomBytes(6).toString('hex')}`;
      await ctx.db.execute(
        sql`insert into instances (id, user_id, name, api_key_hash, api_key_cipher, api_key_hint, trial)
          values (${insid}, ${userId}, 'Contract', ${`h_${insid}`}, 'c', 'abcd', true)`,
      );
      return insid;
    },
  };
}
