import { describe, expect, it } from 'vitest';
import { ResponseChecker } from './response-checker';

/** A document of one operation: 200 with a strict JSON body, or 200 as an event stream. */
const checker = () =>
  new ResponseChecker({
    paths: {
      '/api/v1/things/{id}': {
        get: {
          responses: {
            '200': {
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: { id: { type: 'string' } },
                    required: ['id'],
                    additionalProperties: false,
                  },
                },
                'text/event-stream': { schema: { type: 'string' } },
              },
            },
            '404': { $ref: '#/components/responses/NotFound' },
          },
        },
      },
    },
    components: {
      responses: {
        NotFound: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
            },
          },
        },
      },
    },
  });

const answer = { method: 'GET', route: '/api/v1/things/:id', contentType: 'application/json' };

describe('the response checker', () => {
  it('passes an answer as documented, and notes its operation as exercised', () => {
    const c = checker();
    expect(c.check({ ...answer, status: 200, body: '{"id":"a"}' })).toEqual([]);
    expect(c.check({ ...answer, status: 404, body: '{"message":"Not found"}' })).toEqual([]);
    expect([...c.exercised]).toEqual(['GET /api/v1/things/{id}']);
  });

  it('fails an undocumented status', () => {
    expect(checker().check({ ...answer, status: 409, body: '{"message":"x"}' })).toEqual([
      expect.stringContaining('a status the document does not give it'),
    ]);
  });

  it('fails a field or a body the schema does not allow', () => {
    expect(checker().check({ ...answer, status: 200, body: '{"id":"a","extra":1}' })).toEqual([
      expect.stringContaining('a body its schema refuses'),
    ]);
    expect(checker().check({ ...answer, status: 404, body: '{}' })).toEqual([
      expect.stringContaining('a body its schema refuses'),
    ]);
  });

  it('checks a streamed answer by its status and media type', () => {
    const streamed = { ...answer, body: '', streamed: true };
    expect(checker().check({ ...streamed, status: 200, contentType: 'text/event-stream' })).toEqual([]);
    expect(checker().check({ ...streamed, status: 200, contentType: 'text/plain' })).toEqual([
      expect.stringContaining('as text/plain, documented as application/json, text/event-stream'),
    ]);
    expect(checker().check({ ...streamed, status: 500, contentType: 'text/event-stream' })).toEqual([
      expect.stringContaining('a status the document does not give it'),
    ]);
  });
});
