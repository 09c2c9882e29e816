import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartForm } from '../test/multipart-form';
import { listOperations } from '../test/openapi-operations';
import { startReceiver } from '../test/webhook-receiver';
import { recordFigure } from './figures';
import { type HttpCall, httpCall } from './support/http-call';
import { type Fresh, freshInputs } from './support/matrix-fresh';
import { type OwnerResources, ownerResources } from './support/matrix-resources';
import { CALLS_ROWS } from './support/matrix-rows-calls';
import { CHATS_ROWS } from './support/matrix-rows-chats';
import { DASHBOARD_ROWS } from './support/matrix-rows-dashboard';
import { GREEN_API_ROWS } from './support/matrix-rows-green-api';
import { GREEN_API_ACCOUNT_ROWS } from './support/matrix-rows-green-api-account';
import { GREEN_API_NOTIFICATION_ROWS } from './support/matrix-rows-green-api-notifications';
import { GREEN_API_SENDING_ROWS } from './support/matrix-rows-green-api-sending';
import { MESSAGING_ROWS } from './support/matrix-rows-messaging';
import { PROFILE_STATUS_ROWS } from './support/matrix-rows-profile-status';
import { PUBLIC_ROWS } from './support/matrix-rows-public';
import { SUPPORT_ROWS } from './support/matrix-rows-support';
import { TOKEN_ROWS } from './support/matrix-rows-token';
import type { MatrixRequest, MatrixRow } from './support/matrix-rules';
import { type Caller, type CallerName, matrixWorld, type World } from './support/matrix-world';
import { isAlive, type ProcessServer, startProcessServer } from './support/process-server';

/** The whole matrix: every route of the OpenAPI document, once each. */
const ROWS: MatrixRow[] = [
  ...PUBLIC_ROWS,
  ...DASHBOARD_ROWS,
  ...SUPPORT_ROWS,
  ...TOKEN_ROWS,
  ...GREEN_API_ACCOUNT_ROWS,
  ...MESSAGING_ROWS,
  ...CHATS_ROWS,
  ...CALLS_ROWS,
  ...PROFILE_STATUS_ROWS,
  ...GREEN_API_ROWS,
  ...GREEN_API_NOTIFICATION_ROWS,
  ...GREEN_API_SENDING_ROWS,
];
/** Those to be refused first, then Admin and the owner: a wrong success is seen before the owner's own call changes anything. */
const ORDER: CallerName[] = ['anon', 'other', 'crm', 'admin', 'owner'];

let server: ProcessServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let world: World;
let resources: OwnerResources;
let fresh: Fresh;

beforeAll(async () => {
  receiver = await startReceiver();
  server = await startProcessServer({
    API_RATE_PER_SECOND: '1000000',
    API_RATE_BURST: '1000000',
    WEBHOOK_ALLOW_PRIVATE: 'true',
  });
  world = await matrixWorld(server, receiver.url);
  resources = await ownerResources(server, world);
  fresh = freshInputs(world);
});

afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

function toHttp(request: MatrixRequest, method: string, caller: Caller): HttpCall {
  const headers = { ...caller.headers, ...request.headers };
  if (request.form) {
    const form = multipartForm(request.form);
    return { method, path: request.path, headers: { ...headers, ...form.headers }, body: form.payload };
  }
  if (request.body === undefined) return { method, path: request.path, headers };
  return {
    method,
    path: request.path,
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  };
}

/** The status an accepted message of the caller's own token ends in (after it leaves the queue). */
async function endStatus(caller: Caller, accepted: string): Promise<string> {
  const { id } = JSON.parse(accepted) as { id: string };
  const path = `/api/v1/messages/${id}?insid=${caller.own?.insid}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answer = await httpCall(server.url, { method: 'GET', path, headers: caller.headers });
    const { status } = JSON.parse(answer.body) as { status: string };
    if (status !== 'queued' || Date.now() > deadline) return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('authorization matrix', () => {
  it('answers every route as the matrix says for nobody, the owner, another user, CRM and Admin', async () => {
    const documented = (await listOperations(server.url)).map((op) => op.id).sort();
    expect(ROWS.map((row) => row.route).sort(), 'one matrix row per OpenAPI route').toEqual(documented);

    const mismatches: string[] = [];
    const summary: string[] = [];
    let calls = 0;
    for (const row of ROWS) {
      const method = row.route.split(' ')[0] as string;
      const cells: string[] = [];
      for (const name of ORDER) {
        const expected = row.expect[name];
        if (expected === undefined) {
          cells.push(`${name} -`);
          continue;
        }
        const caller = world.callers[name];
        const scoped = (name === 'other' ? caller.own?.insid : world.owner.insid) as string;
        const request = await row.request({ caller, r: resources, world, fresh, scoped });
        const answer = await httpCall(server.url, toHttp(request, method, caller));
        calls += 1;
        const settles = row.settles?.[name];
        const ended = settles && answer.status === 202 ? await endStatus(caller, answer.body) : settles;
        const ok = answer.status === expected && ended === settles;
        cells.push(
          `${name} ${answer.status}${ended ? ` ${ended}` : ''}${ok ? '' : ` (expected ${expected} ${settles ?? ''})`}`,
        );
        if (!ok)
          mismatches.push(
            `${row.route} as ${name}: expected ${expected} ${settles ?? ''}, got ${answer.status} ${ended ?? ''} ${answer.body.slice(0, 200)}`,
          );
      }
      await row.after?.(world);
      summary.push(`${row.route.padEnd(58)} ${cells.join(' | ')}`);
    }

    if (mismatches.length > 0 || process.env.MATRIX_VERBOSE) {
      console.log(`authorization matrix (status per caller):\n${summary.join('\n')}`);
    }
    recordFigure('authorization matrix: routes', ROWS.length, 'routes');
    recordFigure('authorization matrix: calls made', calls, 'calls');
    recordFigure('authorization matrix: mismatches', mismatches.length, 'calls');
    expect(mismatches, mismatches.join('\n')).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    expect(await isAlive(server)).toBe(true);
  });
});
