import { MAX_BODY_LENGTH } from '@chatgate/contracts';
import { SEND_ERRORS, send } from './send-endpoints';
import { QUOTED_ID_FIELD } from './shared-fields';
import type { EndpointDoc, EndpointSectionId } from './types';

/** POST /groups/{groupId}/send and /channels/{channelId}/send: a text, queued like /send/text. */
export function chatSendEndpoint(chat: {
  section: EndpointSectionId;
  /** `group` or `channel`: names the anchor, the path and the text. */
  kind: 'group' | 'channel';
  exampleId: string;
  /** Why such a send may end `failed`. */
  failure: string;
}): EndpointDoc {
  const param = `${chat.kind}Id`;
  return {
    ...send,
    id: `send-to-${chat.kind}`,
    section: chat.section,
    path: `/${chat.kind}s/{${param}}/send`,
    summary: `Send a text to a ${chat.kind}.`,
    notes: [
      `The same as \`POST /send/text\` with \`to\` set to the ${chat.kind} id; every send endpoint takes a ${chat.kind} id as \`to\`, so media, locations and contacts go the same way.`,
      chat.failure,
    ],
    body: [
      {
        name: 'body',
        type: 'string',
        required: true,
        rules: `The text, 1 to ${MAX_BODY_LENGTH} characters.`,
      },
      QUOTED_ID_FIELD,
    ],
    errors: [...SEND_ERRORS, 404],
    sample: { path: `/${chat.kind}s/${chat.exampleId}/send`, body: { body: 'Hello everyone' } },
  };
}
