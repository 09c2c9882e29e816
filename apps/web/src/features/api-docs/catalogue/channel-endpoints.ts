import {
  EXAMPLE_CHANNEL_ID,
  MAX_CHANNEL_DESCRIPTION_LENGTH,
  MAX_CHANNEL_NAME_LENGTH,
} from '@chatgate/contracts';
import { chatSendEndpoint } from './chat-send-endpoint';
import { ACTIVE_TOKEN_ERRORS } from './error-statuses';
import { EXAMPLE_TIME } from './shared-fields';
import type { EndpointDoc, Json } from './types';

const channel = { section: 'channels', auth: 'api-key' } as const;
const CHANNEL_ERRORS = [...ACTIVE_TOKEN_ERRORS, 409];

const CHANNEL_EXAMPLE: Json = {
  id: EXAMPLE_CHANNEL_ID,
  name: 'Daily deals',
  description: 'One deal a day',
  createdAt: EXAMPLE_TIME,
};

/** Create and list the token's channels, and post to them. */
export const CHANNEL_ENDPOINTS: EndpointDoc[] = [
  {
    ...channel,
    id: 'create-channel',
    method: 'POST',
    path: '/channels',
    summary: 'Create a broadcast channel owned by the token’s phone.',
    body: [
      {
        name: 'name',
        type: 'string',
        required: true,
        rules: `1 to ${MAX_CHANNEL_NAME_LENGTH} characters.`,
      },
      {
        name: 'description',
        type: 'string',
        required: false,
        rules: `Up to ${MAX_CHANNEL_DESCRIPTION_LENGTH} characters.`,
      },
    ],
    response: { status: 201, example: CHANNEL_EXAMPLE },
    errors: [400, ...CHANNEL_ERRORS],
    sample: { path: '/channels', body: { name: 'Daily deals', description: 'One deal a day' } },
  },
  {
    ...channel,
    id: 'list-channels',
    method: 'GET',
    path: '/channels',
    summary: 'The channels the token’s phone owns.',
    response: { status: 200, example: { result: [CHANNEL_EXAMPLE] } },
    errors: CHANNEL_ERRORS,
  },
  chatSendEndpoint({
    section: 'channels',
    kind: 'channel',
    exampleId: EXAMPLE_CHANNEL_ID,
    failure:
      'A channel has no per-reader receipts, so a post ends at `sent`. Posted to a channel the token’s phone does not own, it ends `failed` with the reason.',
  }),
];
