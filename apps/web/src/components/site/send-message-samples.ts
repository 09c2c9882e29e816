import { API_BASE } from '../../lib/api-base';
import { SAMPLE_LANGUAGES, sampleFileName } from '../../lib/code-samples/languages';
import { type Json, sampleRequest } from '../../lib/code-samples/sample-request';
import type { CodeTab } from '../code-tabs';

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

/** The send-message request of a payload style to the API at `origin`, in each integration language. */
export function sendMessageTabs(style: PayloadStyle, origin: string): CodeTab[] {
  const request = sampleRequest(
    { method: 'POST', path: '/send/text', body: style.body },
    `${origin}${API_BASE}`,
  );
  return SAMPLE_LANGUAGES.map((language) => ({
    id: language.id,
    label: language.label,
    code: language.generate(request),
    caption: sampleFileName(language, 'send-message'),
  }));
}
