import { describe, expect, it } from 'vitest';
import { BODY_IN_SAMPLE, bodyInSdkSample } from '../../lib/code-samples/sample-testing';
import { ALL_SEND_MESSAGE_GENERATORS } from './all-send-message-generators';
import { PAYLOAD_STYLES } from './payload-styles';
import { sendMessageTabs } from './send-message-samples';

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
    const tabs = sendMessageTabs(style, ORIGIN, ALL_SEND_MESSAGE_GENERATORS);
    expect(tabs.map((tab) => tab.label)).toHaveLength(8);
    expect(tabs.slice(0, 2).map((tab) => tab.caption)).toEqual(['send-message.sh', 'send-message.mjs']);
    for (const tab of tabs) {
      expect(tab.code, tab.id).toContain(URL);
      expect(tab.code, tab.id).toContain('YOUR_API_KEY');
      const body = BODY_IN_SAMPLE[tab.id];
      if (body) expect(body(tab.code), tab.id).toEqual(style.body);
    }
  });

  it.each(PAYLOAD_STYLES)(
    'Node.js: $label through the SDK first, then the same request with fetch',
    (style) => {
      const node = sendMessageTabs(style, ORIGIN, ALL_SEND_MESSAGE_GENERATORS).find(
        (tab) => tab.id === 'node',
      );
      const [sdk, fetch] = node?.variants ?? [];
      expect(node?.variants?.map((variant) => variant.label)).toEqual(['@chatgate/sdk', 'fetch']);
      expect(fetch?.code).toBe(node?.code);
      expect(sdk?.caption).toBe('send-message.mjs');
      expect(sdk?.code).toMatch(/^\/\/ npm install @chatgate\/sdk /);
      expect(sdk?.code).toContain(`baseUrl: '${ORIGIN}',`);
      expect(sdk?.code).toContain(`tokenId: 'YOUR_TOKEN_ID',`);
      expect(sdk?.code).toContain(`apiKey: 'YOUR_API_KEY',`);
      expect(sdk?.code).toContain('await chatgate.messages.sendText({\n');
      expect(bodyInSdkSample(sdk?.code ?? '')).toEqual(style.body);
    },
  );

  it('leave the Node.js ways empty until their generators are loaded', () => {
    const [style] = PAYLOAD_STYLES;
    if (!style) throw new Error('no payload style');
    const node = sendMessageTabs(style, ORIGIN, { http: {} }).find((tab) => tab.id === 'node');
    expect(node?.variants?.map((variant) => variant.code)).toEqual(['', '']);
  });
});
