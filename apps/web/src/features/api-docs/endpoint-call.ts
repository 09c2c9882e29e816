import type { SampleCall } from '../../lib/code-samples/sample-request';
import type { EndpointDoc } from './catalogue/types';

/** What an endpoint's code samples send: its sample path and body, or its own path with no body. */
export function endpointCall(endpoint: Pick<EndpointDoc, 'method' | 'path' | 'sample'>): SampleCall {
  return {
    method: endpoint.method,
    path: endpoint.sample?.path ?? endpoint.path,
    body: endpoint.sample?.body,
  };
}
