import type { FastifyInstance } from 'fastify';

/** A signed-in caller of the dashboard API, for tests. */
export function apiAs(app: FastifyInstance, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return {
    authorization: headers.authorization,
    post: (url: string, payload?: object) =>
      app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload }),
    patch: (url: string, payload?: object) =>
      app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers, payload }),
    get: (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}`, headers }),
    delete: (url: string) => app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers }),
  };
}
