import { API_BASE } from '../../lib/api-base';
import { SAMPLE_LANGUAGES, sampleFileName } from '../../lib/code-samples/languages';
import { type Json, sampleRequest } from '../../lib/code-samples/sample-request';
import type { CodeTab } from '../code-tabs';

/** Stands for the visitor's own server until they paste its address. */
export const SAMPLE_HOST = 'https://your-chatgate-host';

const TO = '919876543210';
const TEXT = 'Hello from Chatgate!';

export interface PayloadStyle {
  id: string;
  /** The shape of the body, as the toggle shows it. */
  label: string;
  body: Json;
}

/** The two bodies POST /send/text takes (spec 3, "Example send payloads"). */
export const PAYLOAD_STYLES: PayloadStyle[] = [
  { id: 'to-body', label: '{ to, body }', body: { to: TO, body: TEXT } },
  {
    id: 'phone-message',
    label: '{ phone, message, type }',
    body: { phone: TO, message: TEXT, type: 'text' },
  },
];

/** The send-message request of a payload style, in each integration language. */
export function sendMessageTabs(style: PayloadStyle): CodeTab[] {
  const request = sampleRequest(
    { method: 'POST', path: '/send/text', body: style.body },
    `${SAMPLE_HOST}${API_BASE}`,
  );
  return SAMPLE_LANGUAGES.map((language) => ({
    id: language.id,
    label: language.label,
    code: language.generate(request),
    caption: sampleFileName(language, 'send-message'),
  }));
}
