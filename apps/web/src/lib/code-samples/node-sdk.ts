import { JS_STYLE, singleQuoted, toLiteral } from './literal';
import { API_KEY_PLACEHOLDER, type Json, TOKEN_ID_PLACEHOLDER } from './sample-request';

/** The package the Node.js samples install: the official SDK (packages/sdk). */
export const SDK_PACKAGE = '@chatgate/sdk';

/**
 * A text sent with the official SDK from a Node.js module (save as .mjs): the same body as the
 * HTTP samples, through `chatgate.messages.sendText`, to the API served at `origin`.
 */
export function nodeSdkSendText(body: Json, origin: string): string {
  return [
    `// npm install ${SDK_PACKAGE}   (Node.js 20 or later)`,
    `import { Chatgate } from '${SDK_PACKAGE}';`,
    '',
    'const chatgate = new Chatgate({',
    `  baseUrl: ${singleQuoted(origin)},`,
    `  tokenId: '${TOKEN_ID_PLACEHOLDER}',`,
    `  apiKey: '${API_KEY_PLACEHOLDER}',`,
    '});',
    '',
    `const message = await chatgate.messages.sendText(${toLiteral(body, JS_STYLE)});`,
    'console.log(message.id, message.status);',
  ].join('\n');
}
