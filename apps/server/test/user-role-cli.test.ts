import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUpAndLogin, type TestContext } from './harness';

const CLI = path.resolve(import.meta.dirname, '../src/cli/user-role.ts');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

function runCli(...args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: { ...process.env, DATABASE_URL: ctx.config.DATABASE_URL },
    encoding: 'utf8',
  });
}

describe('npm run user:role', () => {
  it('grants a role that the server then reports and enforces', async () => {
    const { token, user } = await signUpAndLogin(ctx.app, 1);
    const granted = runCli(user.username, 'Admin');
    expect(granted.status).toBe(0);
    expect(granted.stdout).toContain(`${user.username} is now Admin.`);
    const users = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/fetchUsers',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.statusCode).toBe(200);
  });

  it('refuses an unknown role or user with a non-zero exit', () => {
    expect(runCli('someone', 'Boss').status).toBe(2);
    const missing = runCli('nobody-here', 'CRM');
    expect(missing.status).toBe(1);
    expect(missing.stdout).toContain('No user named nobody-here.');
  });
});
