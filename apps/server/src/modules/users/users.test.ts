import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpAndLogin, type TestContext } from '../../../test/harness';
import { ensureAdmin, setRole } from './users.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const fetchUsers = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/v1/auth/fetchUsers',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/v1/auth/fetchUsers', () => {
  it('is for Admin and CRM only', async () => {
    const user = await signUpAndLogin(ctx.app, 1);
    const crm = await signUpAndLogin(ctx.app, 2);
    const admin = await signUpAndLogin(ctx.app, 3);
    await setRole(ctx.db, crm.user.username, 'CRM');
    await setRole(ctx.db, admin.user.username, 'Admin');

    expect((await fetchUsers()).statusCode).toBe(401);
    expect((await fetchUsers(user.token)).statusCode).toBe(403);
    const asCrm = await fetchUsers(crm.token);
    expect(asCrm.statusCode).toBe(200);
    const asAdmin = await fetchUsers(admin.token);
    expect(asAdmin.json()).toHaveLength(3);
    expect(asAdmin.json()[0]).toEqual({ uuid: expect.any(String), name: 'Test User1', username: 'user1' });
  });

  it('reports the role as mem_type', async () => {
    const crm = await signUpAndLogin(ctx.app, 4);
    await setRole(ctx.db, crm.user.username, 'CRM');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/fetchUser',
      headers: { authorization: `Bearer ${crm.token}` },
    });
    expect(res.json().mem_type).toBe('CRM');
  });
});

describe('ensureAdmin', () => {
  it('creates one Admin on first start, with a generated strong password, and never again', async () => {
    await ctx.db.execute(sql`delete from users where role = 'Admin'`);
    const first = await ensureAdmin(ctx.db, { username: 'boss', email: 'boss@example.com' });
    expect(first?.generated).toBe(true);
    expect(first?.password.length).toBeGreaterThanOrEqual(16);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'boss', password: first?.password },
    });
    expect(login.statusCode).toBe(200);
    expect(await ensureAdmin(ctx.db, { username: 'boss2', email: 'boss2@example.com' })).toBeNull();
  });
});
