import { greenApiAt, greenApiPair } from './matrix-rows-green-api';
import type { MatrixRow } from './matrix-rules';

const route = (method: string, after = '') => `/waInstance{idInstance}/${method}/{apiTokenInstance}${after}`;

/** Green-API's messages, notification queue and settings: the owner's key opens the owner's token only. */
export const GREEN_API_NOTIFICATION_ROWS: MatrixRow[] = [
  {
    route: `POST ${route('getMessage')}`,
    expect: greenApiPair(200),
    request: (c) => ({
      path: greenApiAt('getMessage', c),
      body: { chatId: '919800000123@c.us', idMessage: c.r.messageId },
    }),
  },
  {
    route: `POST ${route('getChatHistory')}`,
    expect: greenApiPair(200),
    request: (c) => ({
      path: greenApiAt('getChatHistory', c),
      body: { chatId: '919800000123@c.us', count: 5 },
    }),
  },
  {
    route: `GET ${route('lastIncomingMessages')}`,
    expect: greenApiPair(200),
    request: (c) => ({ path: greenApiAt('lastIncomingMessages', c, '?minutes=60') }),
  },
  {
    route: `GET ${route('lastOutgoingMessages')}`,
    expect: greenApiPair(200),
    request: (c) => ({ path: greenApiAt('lastOutgoingMessages', c) }),
  },
  {
    route: `GET ${route('receiveNotification')}`,
    expect: greenApiPair(200),
    request: (c) => ({ path: greenApiAt('receiveNotification', c) }),
  },
  {
    route: `DELETE ${route('deleteNotification', '/{receiptId}')}`,
    expect: greenApiPair(200),
    request: (c) => ({ path: greenApiAt('deleteNotification', c, '/999999') }),
  },
  {
    route: `GET ${route('getSettings')}`,
    expect: greenApiPair(200),
    request: (c) => ({ path: greenApiAt('getSettings', c) }),
  },
  {
    route: `POST ${route('setSettings')}`,
    expect: greenApiPair(200),
    // A setting we do not keep: accepted, and nothing of the owner's token changes.
    request: (c) => ({ path: greenApiAt('setSettings', c), body: { countryInstance: 'in' } }),
  },
];
