import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADERS_TIMEOUT_MS } from '../src/http/server-options';
import { listOperations, type Operation } from '../test/openapi-operations';
import { recordFigure } from './figures';
import { extraSession, relink } from './support/accounts';
import { type FakeWebDist, fakeWebDist, OUTSIDE_MARKER } from './support/fake-web-dist';
import { describeCall, fuzzCase, toHttpCall } from './support/fuzz-case';
import { type FuzzFixtures, fuzzFixtures } from './support/fuzz-fixtures';
import { fuzzOperations, type PlannedOperation, planCases } from './support/fuzz-runner';
import { httpCall, httpCallRefusedEarly, rawRequest } from './support/http-call';
import { justUnderTheLimit, oversizedRequests } from './support/oversized-requests';
import { isAlive, type ProcessServer, startProcessServer } from './support/process-server';
import { uploadedFiles } from './support/served-files';
import { slowLoris } from './support/slow-loris';
import { FILE_ROUTES, FORBIDDEN_CONTENT, TRAVERSALS } from './support/traversal-paths';

const FUZZ_CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** The longest a slow-loris socket may stay open: the header timeout and the server's check interval. */
const CLOSE_WITHIN_MS = HEADERS_TIMEOUT_MS + 2_000;

/** Calls that end the session they are made with: each case gets a new session of the caller. */
const SESSION_ENDING = new Set(['POST /api/v1/auth/logout']);
/** Calls that unlink the caller's token from its phone: linked again after each case. */
const TOKEN_UNLINKING = new Set(['POST /api/v1/instance/logout', 'POST /api/v1/dash/wa/logout']);

let server: ProcessServer;
let web: FakeWebDist;
let fixtures: FuzzFixtures;

beforeAll(async () => {
  web = await fakeWebDist();
  server = await startProcessServer({
    API_RATE_PER_SECOND: '1000000',
    API_RATE_BURST: '1000000',
    WEB_DIST: web.dir,
    SIM_DELIVERY_DELAY_MS: '0',
    SIM_READ_DELAY_MS: '0',
  });
  await writeFile(path.join(server.dataDir, 'secret.txt'), OUTSIDE_MARKER);
  fixtures = await fuzzFixtures(server);
});

afterAll(async () => {
  await server?.stop();
  await web?.remove();
});

async function expectAlive() {
  expect(server.child.exitCode).toBeNull();
  expect(await isAlive(server)).toBe(true);
}

describe('hostile input against one server process', () => {
  it(`answers ${FUZZ_CASES} fuzzed requests over every OpenAPI endpoint without a 5xx`, async () => {
    const operations = await listOperations(server.url);
    expect(operations.length).toBeGreaterThan(50);
    const { callers, hints } = fixtures;
    const tally = { serverErrors: 0, noAnswer: 0, statuses: new Map<string, Record<number, number>>() };

    const property = (op: Operation) =>
      fc.asyncProperty(
        fc.constantFrom('user' as const, 'admin' as const),
        fuzzCase(op, hints),
        async (as, c) => {
          const caller = callers[as];
          const authorization = SESSION_ENDING.has(op.id)
            ? `Bearer ${await extraSession(server.database, caller)}`
            : caller.auth.authorization;
          const call = toHttpCall(op, c, { key: caller.key, insid: caller.insid, authorization });
          const answer = await httpCall(server.url, call).catch((error: Error) => {
            tally.noAnswer += 1;
            throw new Error(`no answer (${error.message}) to\n${describeCall(call)}`);
          });
          if (TOKEN_UNLINKING.has(op.id))
            await Promise.all([relink(server.url, callers.user), relink(server.url, callers.admin)]);
          const statuses = tally.statuses.get(op.id) ?? {};
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          tally.statuses.set(op.id, statuses);
          if (answer.status >= 500) {
            tally.serverErrors += 1;
            throw new Error(`${answer.status} ${answer.body.slice(0, 300)} to\n${describeCall(call)}`);
          }
        },
      );

    // Calls that change the callers' own state run alone at the end; the rest four at a time.
    const plan = planCases(operations, FUZZ_CASES);
    const alone = ({ op }: PlannedOperation) => SESSION_ENDING.has(op.id) || TOKEN_UNLINKING.has(op.id);
    const started = Date.now();
    const parallel = await fuzzOperations(
      plan.filter((p) => !alone(p)),
      { lanes: 4, seed: FUZZ_SEED },
      property,
    );
    const serial = await fuzzOperations(plan.filter(alone), { lanes: 1, seed: FUZZ_SEED }, property);
    const seconds = (Date.now() - started) / 1000;

    const cases = parallel.cases + serial.cases;
    recordFigure('hostile input: fuzz cases run', cases, 'cases');
    recordFigure('hostile input: fuzz endpoints covered', operations.length, 'endpoints');
    recordFigure('hostile input: 5xx answers', tally.serverErrors, 'answers');
    recordFigure('hostile input: requests without an answer', tally.noAnswer, 'requests');
    recordFigure('hostile input: fuzz duration', seconds, 's');
    const reached = [...tally.statuses.values()].filter((s) =>
      Object.keys(s).some((code) => Number(code) < 300),
    ).length;
    recordFigure('hostile input: endpoints that answered 2xx to some fuzzed input', reached, 'endpoints');
    if (process.env.FUZZ_VERBOSE) {
      console.log([...tally.statuses].map(([id, s]) => `${id} ${JSON.stringify(s)}`).join('\n'));
    }
    console.log(`fuzz seed ${FUZZ_SEED} (FUZZ_SEED=${FUZZ_SEED} repeats this run)`);
    const failures = [...parallel.failures, ...serial.failures];
    if (failures.length > 0) console.error(`server log:\n${server.output().slice(-20_000)}`);
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(cases).toBe(FUZZ_CASES);
    await expectAlive();
  });

  it('refuses bodies and headers over its limits (413, 431) and keeps answering', async () => {
    const { user } = fixtures.callers;
    const oversized = oversizedRequests(user);
    for (const { what, ...call } of oversized) {
      const answer = await httpCallRefusedEarly(server.url, call);
      expect(answer.status, what).toBe(413);
      expect(JSON.parse(answer.body), what).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
    const longHeaders = await rawRequest(
      server.port,
      `GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Long: ${'x'.repeat(20_000)}\r\nConnection: close\r\n\r\n`,
    );
    expect(longHeaders.status).toBe(431);
    expect((await httpCall(server.url, justUnderTheLimit(user))).status).toBe(400);
    recordFigure('hostile input: oversized requests refused (413/431)', oversized.length + 1, 'requests');
    const tokens = await httpCall(server.url, {
      method: 'POST',
      path: '/api/v1/dash/wa/fetchInstance',
      headers: { 'content-type': 'application/json', ...user.auth },
      body: JSON.stringify({ uuid: user.uuid }),
    });
    expect(tokens.status).toBe(200);
    await expectAlive();
  });

  it('closes slow-loris sockets within its header timeout while answering others at once', async () => {
    const attack = slowLoris(server.port, 50);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(attack.openCount()).toBe(50);
      const latencies: number[] = [];
      for (let i = 0; i < 10; i++) {
        const started = Date.now();
        expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
        latencies.push(Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      await expect
        .poll(() => attack.openCount(), { timeout: CLOSE_WITHIN_MS + 5_000, interval: 250 })
        .toBe(0);
      const lived = Math.max(...attack.states.map((s) => s.closedAfterMs ?? Number.POSITIVE_INFINITY));
      recordFigure('slow loris: longest a dripping socket stayed open (50 sockets)', lived, 'ms');
      recordFigure('slow loris: slowest /health answer during the attack', Math.max(...latencies), 'ms');
      expect(attack.states.every((s) => s.bytesSent > 60)).toBe(true);
      expect(lived).toBeLessThanOrEqual(CLOSE_WITHIN_MS);
      expect(attack.states.filter((s) => s.answer.startsWith('HTTP/1.1 408')).length).toBe(50);
      expect(Math.max(...latencies)).toBeLessThan(1_000);
    } finally {
      attack.stop();
    }
    await expectAlive();
  });

  it('serves no file from outside its folders, however the path is written', async () => {
    const { user, admin } = fixtures.callers;
    const controls = [
      { path: web.asset.path, headers: {}, content: Buffer.from(web.asset.content) },
      ...(await uploadedFiles(server.url, admin, user)),
    ];
    for (const control of controls) {
      const res = await fetch(`${server.url}${control.path}`, { headers: control.headers });
      expect(res.status, control.path).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(control.content), control.path).toBe(true);
    }
    const statuses: Record<number, number> = {};
    for (const route of FILE_ROUTES) {
      for (const traversal of TRAVERSALS) {
        const target = `${route.replace('{p}', traversal)}${route.startsWith('/api/v1/messages') ? `?insid=${user.insid}` : ''}`;
        const headers = `Host: localhost\r\nKey: ${user.key}\r\nAuthorization: ${user.auth.authorization}\r\nConnection: close`;
        const answer = await rawRequest(server.port, `GET ${target} HTTP/1.1\r\n${headers}\r\n\r\n`);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        expect([400, 404], `GET ${JSON.stringify(target)} answered ${answer.status}`).toContain(
          answer.status,
        );
        expect(answer.text, target).not.toContain(OUTSIDE_MARKER);
        for (const pattern of FORBIDDEN_CONTENT) expect(answer.text, target).not.toMatch(pattern);
      }
    }
    console.log(`path traversal answers by status: ${JSON.stringify(statuses)}`);
    recordFigure(
      'path traversal: requests tried on file routes',
      FILE_ROUTES.length * TRAVERSALS.length,
      'requests',
    );
    await expectAlive();
  });
});
