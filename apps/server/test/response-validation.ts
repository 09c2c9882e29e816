import { appendFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
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
 * Each context adds a line to the run's coverage file when it closes: the documented operations
 * and those its tests reached (unexercised-operations.ts lists the others at the end).
 */
export interface ResponseValidation {
  /** Writes the coverage line, when asked for. */
  report(): Promise<void>;
}

type Inject = (options?: string | InjectOptions, callback?: unknown) => unknown;

/** Call before the app is ready: its hook notes the route each request reached. */
export function validateResponses(app: FastifyInstance): ResponseValidation {
  const routes = new WeakMap<IncomingMessage, { method: string; route: string | undefined }>();
  app.addHook('onRequest', async (request) => {
    const route = request.is404 ? undefined : request.routeOptions.url;
    routes.set(request.raw, { method: request.method, route });
  });
  const inject = app.inject.bind(app) as Inject;
  let checker: Promise<ResponseChecker> | undefined;
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
      const dir = provided('responseCoverageDir');
      if (!dir || !checker) return;
      const done = await checker;
      const line = JSON.stringify({ operations: done.operationIds, exercised: [...done.exercised] });
      await appendFile(path.join(dir, COVERAGE_FILE), `${line}\n`);
    },
  };
}
