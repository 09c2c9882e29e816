import { appendFile } from 'node:fs/promises';
import { IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject as provided } from 'vitest';
import { ResponseChecker } from './response-checker';
import { servedApi } from './served-api';
import { COVERAGE_FILE } from './unexercised-operations';

/**
 * Every answer a test gets through `app.inject` is checked against the app's own OpenAPI
 * document (response-checker.ts): an answer with a status, media type or field the document
 * does not give its operation fails the request with what is wrong, so the test fails.
 *
 * Answers over a real socket (a test that listens and fetches, as the dashboard's event stream's
 * do) are checked as they finish, their body too when it was sent whole; what is wrong with them
 * fails the context's close.
 *
 * Each context adds a line to the run's coverage file when it closes: the documented operations
 * and those its tests reached (unexercised-operations.ts lists the others at the end).
 */
export interface ResponseValidation {
  /** Writes the coverage line, when asked for; throws what was wrong with answers over a socket. */
  report(): Promise<void>;
}

type Inject = (options?: string | InjectOptions, callback?: unknown) => unknown;

/**
 * The Content-Type an answer went out with: set as a header, or given to `writeHead` (as a route
 * that writes its own stream does), which `getHeader` does not see.
 */
function writtenContentType(res: ServerResponse): () => string | undefined {
  let written: unknown;
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((...args: unknown[]) => {
    const headers = args.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    written = Object.entries(headers ?? {}).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    return writeHead(...args);
  }) as typeof res.writeHead;
  return () => {
    const type = res.getHeader('content-type') ?? written;
    return type === undefined ? undefined : String(type);
  };
}

/** Call before the app is ready: its hook notes the route each request reached. */
export function validateResponses(app: FastifyInstance): ResponseValidation {
  const routes = new WeakMap<IncomingMessage, { method: string; route: string | undefined }>();
  app.addHook('onRequest', async (request) => {
    const route = request.is404 ? undefined : request.routeOptions.url;
    routes.set(request.raw, { method: request.method, route });
  });
  const inject = app.inject.bind(app) as Inject;
  let checker: Promise<ResponseChecker> | undefined;
  const overSockets: Promise<string[]>[] = [];
  const sentBodies = new WeakMap<IncomingMessage, string>();
  app.addHook('onSend', async (request, _reply, payload) => {
    // Only a socket's answers are read here: an injected one's body comes with its response.
    if (!(request.raw instanceof IncomingMessage)) return payload;
    if (typeof payload === 'string' || Buffer.isBuffer(payload))
      sentBodies.set(request.raw, payload.toString());
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    // Injected requests are checked by the wrapper below, with their body.
    if (!(request.raw instanceof IncomingMessage) || request.method === 'HEAD') return;
    const { raw } = request;
    const contentTypeOf = writtenContentType(reply.raw);
    reply.raw.once('close', () => {
      const reached = routes.get(raw);
      if (!reached) return;
      const contentType = contentTypeOf();
      const body = sentBodies.get(raw);
      overSockets.push(
        checkerOf().then((c) =>
          c.check({
            ...reached,
            status: reply.raw.statusCode,
            contentType,
            ...(body === undefined ? { body: '', streamed: true } : { body }),
          }),
        ),
      );
    });
  });
  const checkerOf = () => {
    checker ??= servedApi(async (url) =>
      (await (inject({ method: 'GET', url }) as Promise<LightMyRequestResponse>)).json(),
    ).then((document) => new ResponseChecker(document));
    return checker;
  };
  const checked = async (options: string | InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await (inject(options) as Promise<LightMyRequestResponse>);
    const reached = routes.get(res.raw.req);
    if (!reached || reached.method === 'HEAD') return res;
    const problems = (await checkerOf()).check({
      ...reached,
      status: res.statusCode,
      contentType: res.headers['content-type']?.toString(),
      body: res.rawPayload.length > 0 ? res.body : '',
    });
    if (problems.length > 0)
      throw new Error(`The answer is not as the OpenAPI document says:\n${problems.join('\n')}`);
    return res;
  };
  // The promise form is checked; the callback and chain forms (which no test uses) are left as they are.
  const wrapped: Inject = (options, callback) =>
    options === undefined || callback !== undefined ? inject(options, callback) : checked(options);
  app.inject = wrapped as typeof app.inject;

  return {
    async report() {
      const problems = (await Promise.all(overSockets)).flat();
      await writeCoverage();
      if (problems.length > 0)
        throw new Error(`Answers over HTTP are not as the OpenAPI document says:\n${problems.join('\n')}`);
    },
  };

  async function writeCoverage() {
    const dir = provided('responseCoverageDir');
    if (!dir || !checker) return;
    const done = await checker;
    const line = JSON.stringify({ operations: done.operationIds, exercised: [...done.exercised] });
    await appendFile(path.join(dir, COVERAGE_FILE), `${line}\n`);
  }
}
