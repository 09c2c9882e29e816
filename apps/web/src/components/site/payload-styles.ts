import type { Json } from '../../lib/code-samples/sample-request';

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
