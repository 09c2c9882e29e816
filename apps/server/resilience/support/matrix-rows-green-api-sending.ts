import { SAMPLE_FILES } from '../../test/multipart-form';
import { greenApiAt, greenApiPair } from './matrix-rows-green-api';
import { everyone, type MatrixRow, type RowContext } from './matrix-rules';

const CHAT = '919800000123@c.us';
const route = (method: string, verb = 'POST') =>
  `${verb} /waInstance{idInstance}/${method}/{apiTokenInstance}`;
/** A Green-API method of the owner's token, through the caller's key, with a JSON body. */
const call = (method: string, body?: object) => (c: RowContext) => ({ path: greenApiAt(method, c), body });

/** The link downloadFile answers the owner for the file the owner received. */
async function ownerFileLink({ world, r }: RowContext): Promise<string> {
  const res = await fetch(`${world.base}/waInstance${world.owner.insid}/downloadFile/${world.owner.key}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chatId: `${r.receivedChatId}@c.us`, idMessage: r.mediaMessageId }),
  });
  return new URL(((await res.json()) as { downloadUrl: string }).downloadUrl).pathname;
}

/**
 * Green-API's sending and message methods: only the owner's own pair opens them (401 for any
 * other). The owner's sent text (r.messageId) was deleted for everyone by the token rows, so its
 * edit and delete are refused (409) after the pair is accepted.
 */
export const GREEN_API_SENDING_ROWS: MatrixRow[] = [
  {
    route: route('sendMessage'),
    expect: greenApiPair(200),
    request: call('sendMessage', { chatId: CHAT, message: 'Hi' }),
  },
  {
    route: route('sendLink'),
    expect: greenApiPair(200),
    request: call('sendLink', { chatId: CHAT, urlLink: 'https://chatgate.example/' }),
  },
  {
    route: route('sendLocation'),
    expect: greenApiPair(200),
    request: call('sendLocation', { chatId: CHAT, latitude: 12.97, longitude: 77.59 }),
  },
  {
    route: route('sendContact'),
    expect: greenApiPair(200),
    request: call('sendContact', {
      chatId: CHAT,
      contact: { phoneContact: 919800000124, firstName: 'Asha' },
    }),
  },
  {
    route: route('sendPoll'),
    expect: greenApiPair(200),
    request: call('sendPoll', {
      chatId: CHAT,
      message: 'Day?',
      options: [{ optionName: 'Mon' }, { optionName: 'Tue' }],
    }),
  },
  {
    route: route('sendFileByUrl'),
    expect: greenApiPair(200),
    request: call('sendFileByUrl', { chatId: CHAT, urlFile: 'https://example.com/a.pdf', fileName: 'a.pdf' }),
  },
  {
    route: route('sendFileByUpload'),
    expect: greenApiPair(200),
    request: (c) => ({
      path: greenApiAt('sendFileByUpload', c),
      form: [
        ['chatId', CHAT],
        ['file', { filename: 'logo.png', content: SAMPLE_FILES.png, contentType: 'image/png' }],
      ],
    }),
  },
  {
    route: route('uploadFile'),
    expect: greenApiPair(200),
    request: call('uploadFile', { a: 'json file' }),
  },
  {
    route: route('ForwardMessages'),
    expect: greenApiPair(200),
    request: (c) =>
      call('ForwardMessages', { chatId: CHAT, chatIdFrom: CHAT, messages: [c.r.mediaMessageId] })(c),
  },
  ...['sendButtons', 'sendTemplateButtons', 'sendListMessage'].map((method) => ({
    route: route(method),
    expect: greenApiPair(403),
    request: call(method, { chatId: CHAT, message: 'Pick' }),
  })),
  {
    route: route('editMessage'),
    expect: greenApiPair(409),
    request: (c) => call('editMessage', { chatId: CHAT, idMessage: c.r.messageId, message: 'edited' })(c),
  },
  {
    route: route('deleteMessage'),
    expect: greenApiPair(409),
    request: (c) => call('deleteMessage', { chatId: CHAT, idMessage: c.r.messageId })(c),
  },
  {
    route: route('readChat'),
    expect: greenApiPair(200),
    request: (c) => call('readChat', { chatId: `${c.r.receivedChatId}@c.us` })(c),
  },
  { route: route('showMessagesQueue', 'GET'), expect: greenApiPair(200), request: call('showMessagesQueue') },
  {
    route: route('clearMessagesQueue', 'GET'),
    expect: greenApiPair(200),
    request: call('clearMessagesQueue'),
  },
  {
    route: route('downloadFile'),
    expect: greenApiPair(200),
    request: (c) =>
      call('downloadFile', { chatId: `${c.r.receivedChatId}@c.us`, idMessage: c.r.mediaMessageId })(c),
  },
  // The link is its own authorization: anyone holding it gets the file.
  {
    route: 'GET /api/v1/media/{link}/{name}',
    expect: everyone(200),
    request: async (c) => ({ path: await ownerFileLink(c) }),
  },
];
