import { describe, expect, it } from 'vitest';
import { sampleRequest } from '../../lib/code-samples/sample-request';
import { BODY_IN_SAMPLE, generateSample } from '../../lib/code-samples/sample-testing';
import { ENDPOINTS } from './catalogue/endpoints';
import type { EndpointDoc } from './catalogue/types';
import { endpointCall } from './endpoint-call';

const BASE = 'https://chatgate.example/api/v1';
const generate = (language: string, endpoint: EndpointDoc) =>
  generateSample(language, sampleRequest(endpointCall(endpoint), BASE));

describe('the samples of the documented endpoints', () => {
  it.each(Object.keys(BODY_IN_SAMPLE))('%s: every sample body comes back as the same JSON', (id) => {
    for (const endpoint of ENDPOINTS.filter((e) => e.sample?.body !== undefined)) {
      expect(BODY_IN_SAMPLE[id]?.(generate(id, endpoint)), endpoint.id).toEqual(endpoint.sample?.body);
    }
  });

  it('are valid JavaScript in Node.js', () => {
    for (const endpoint of ENDPOINTS) {
      expect(() => new Function(generate('node', endpoint)), endpoint.id).not.toThrow();
    }
  });

  it('use the sample path when there is one, else the endpoint’s own path without a body', () => {
    const history = ENDPOINTS.find((e) => e.path === '/messages') as EndpointDoc;
    expect(generate('curl', history)).toContain(`'${BASE}/messages?insid=YOUR_TOKEN_ID&limit=50'`);
    const state = ENDPOINTS.find((e) => e.path === '/instance/state') as EndpointDoc;
    expect(endpointCall(state)).toEqual({ method: 'GET', path: '/instance/state', body: undefined });
  });
});
