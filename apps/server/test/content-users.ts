import type { Role } from '@chatgate/contracts';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { signUpAndLogin, type TestContext } from './harness';
import { type FormValue, multipartForm } from './multipart-form';

export interface Caller {
  id: string;
  name: string;
  token: string;
  /** POSTs a multipart form under /api/v1 as this caller. */
  form(url: string, entries: ReadonlyArray<readonly [string, FormValue]>): Promise<LightMyRequestResponse>;
  /** PUTs a multipart form under /api/v1 as this caller (the edit routes). */
  putForm(url: string, entries: ReadonlyArray<readonly [string, FormValue]>): Promise<LightMyRequestResponse>;
  post(url: string, payload?: object): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  delete(url: string): Promise<LightMyRequestResponse>;
}

/** POSTs a multipart form under /api/v1, with a session token or without one. */
export function postForm(
  ctx: TestContext,
  url: string,
  entries: ReadonlyArray<readonly [string, FormValue]>,
  token?: string,
  method: 'POST' | 'PUT' = 'POST',
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipartForm(entries);
  const auth = token ? { authorization: `Bearer ${token}` } : {};
  return ctx.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...headers, ...auth } });
}

/** A signed-up, signed-in user holding `role`. */
export async function callerWithRole(ctx: TestContext, n: string, role: Role): Promise<Caller> {
  const { token, user } = await signUpAndLogin(ctx.app, n);
  const rows = await ctx.db.execute<{ id: string }>(
    sql`update users set role = ${role} where username = ${user.username} returning id`,
  );
  const id = rows.rows[0]?.id as string;
  const authorization = `Bearer ${token}`;
  return {
    id,
    name: user.name,
    token,
    form: (url, entries) => postForm(ctx, url, entries, token),
    putForm: (url, entries) => postForm(ctx, url, entries, token, 'PUT'),
    post: (url, payload) =>
      ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { authorization }, payload }),
    get: (url) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization } }),
    delete: (url) => ctx.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: { authorization } }),
  };
}

/** One caller of each role, named after `prefix` (unique within a test database). */
export async function oneOfEachRole(ctx: TestContext, prefix: string) {
  const [admin, crm, user] = await Promise.all([
    callerWithRole(ctx, `${prefix}-admin`, 'Admin'),
    callerWithRole(ctx, `${prefix}-crm`, 'CRM'),
    callerWithRole(ctx, `${prefix}-user`, 'User'),
  ]);
  return { admin, crm, user };
}

/** A multipart form's entries, as Caller.form takes them. */
export type FormEntries = Parameters<Caller['form']>[1];
