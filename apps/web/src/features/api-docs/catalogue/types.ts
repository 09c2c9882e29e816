import type { HttpMethod, Json } from '../../../lib/code-samples/sample-request';

export type { HttpMethod, Json };

/** One header, query parameter or body field of a request. */
export interface FieldDoc {
  name: string;
  type: string;
  required: boolean;
  /** What it is and the rules it must follow. */
  rules: string;
}

/** The sections of the documentation page that list endpoints. */
export type EndpointSectionId =
  | 'send-text'
  | 'send-media'
  | 'more-messages'
  | 'check-number'
  | 'groups'
  | 'channels'
  | 'contacts'
  | 'messages'
  | 'queue'
  | 'instance'
  | 'webhooks'
  | 'events'
  | 'presence'
  | 'calls'
  | 'profile'
  | 'statuses';

/** One endpoint of the customer API, as the documentation page shows it. */
export interface EndpointDoc {
  /** Anchor of its card on the page. */
  id: string;
  section: EndpointSectionId;
  method: HttpMethod;
  /** Under the base URL, with {placeholders} for path parameters. */
  path: string;
  summary: string;
  /** How it authenticates: every customer endpoint takes the token's API key. */
  auth: 'api-key';
  /** Paragraphs shown under the summary. */
  notes?: string[];
  headers?: FieldDoc[];
  query?: FieldDoc[];
  body?: FieldDoc[];
  /** Another accepted shape of the body, shown as an example. */
  alternativeBody?: Json;
  response: { status: number; example: Json };
  /** HTTP statuses it can answer with besides the success (see the error table). */
  errors: number[];
  /** The request of the code samples (path parameters filled in, the body); default: path, no body. */
  sample?: { path: string; body?: Json };
}
