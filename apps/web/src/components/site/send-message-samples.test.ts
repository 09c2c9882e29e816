import { describe, expect, it } from 'vitest';
import { SAMPLE_GENERATORS } from '../../lib/code-samples/generators';
import { BODY_IN_SAMPLE } from '../../lib/code-samples/sample-testing';
import { PAYLOAD_STYLES, sendMessageTabs } from './send-message-samples';

const ORIGIN = 'https://chatgate.example';
const URL = `${ORIGIN}/api/v1/send/text?insid=YOUR_TOKEN_ID`;

describe('the home page send-message samples', () => {
  it('offer the {to, body} and {phone, message, type: "text"} bodies', () => {
    expect(PAYLOAD_STYLES.map((style) => style.body)).toEqual([
      { to: '919876543210', body: 'Hello from Chatgate!' },
      { phone: '919876543210', message: 'Hello from Chatgate!', type: 'text' },
    ]);
  });

  it.each(PAYLOAD_STYLES)('post $label to /send/text in all eight languages', (style) => {
    const tabs = sendMessageTabs(style, ORIGIN, SAMPLE_GENERATORS);
    expect(tabs.map((tab) => tab.label)).toHaveLength(8);
    expect(tabs.slice(0, 2).map((tab) => tab.caption)).toEqual(['send-message.sh', 'send-message.mjs']);
    for (const tab of tabs) {
      expect(tab.code, tab.id).toContain(URL);
      expect(tab.code, tab.id).toContain('YOUR_API_KEY');
      const body = BODY_IN_SAMPLE[tab.id];
      if (body) expect(body(tab.code), tab.id).toEqual(style.body);
    }
  });
});
