/**
 * What the "Migrating from Green-API" guide shows (the dashboard's API docs and docs/green-api-migration.md):
 * the one change per official SDK, and each Green-API method beside the Chatgate call it
 * translates to. Tests hold both to the routes the server really has.
 */

/** In `code`, `{{origin}}` stands for the Chatgate server's URL, `{{idInstance}}` and `{{apiTokenInstance}}` for the token's id and API key. */
export interface GreenApiSdkSetup {
  language: string;
  /** The SDK's package, as its package manager names it. */
  sdk: string;
  /** The SDK's own setup, with both of its URLs (API and media) set to Chatgate. */
  code: string;
}

export const GREEN_API_SDK_SETUPS: GreenApiSdkSetup[] = [
  {
    language: 'JavaScript',
    sdk: '@green-api/whatsapp-api-client',
    code: `const restAPI = whatsAppClient.restAPI({
  host: '{{origin}}',
  media: '{{origin}}',
  idInstance: '{{idInstance}}',
  apiTokenInstance: '{{apiTokenInstance}}',
});`,
  },
  {
    language: 'Python',
    sdk: 'whatsapp-api-client-python',
    code: `greenAPI = API.GreenAPI("{{idInstance}}", "{{apiTokenInstance}}", host="{{origin}}", media="{{origin}}")`,
  },
  {
    language: 'Java',
    sdk: 'com.green-api:whatsapp-api-client-java',
    code: `var greenApi = new GreenApi(restTemplate, "{{origin}}", "{{origin}}", "{{idInstance}}", "{{apiTokenInstance}}");`,
  },
  {
    language: 'Go',
    sdk: 'github.com/green-api/whatsapp-api-client-golang-v2',
    code: `GreenAPI := greenapi.GreenAPI{
	APIURL:           "{{origin}}",
	MediaURL:         "{{origin}}",
	IDInstance:       "{{idInstance}}",
	APITokenInstance: "{{apiTokenInstance}}",
}`,
  },
  {
    language: 'PHP',
    sdk: 'green-api/whatsapp-api-client-php',
    code: `$greenApi = new GreenApiClient('{{idInstance}}', '{{apiTokenInstance}}', '{{origin}}', '{{origin}}');`,
  },
];

/** The SDK setup with the origin, the token id and its key filled in. */
export function greenApiSetupCode(setup: GreenApiSdkSetup, origin: string, id: string, key: string): string {
  return setup.code
    .replaceAll('{{origin}}', origin)
    .replaceAll('{{idInstance}}', id)
    .replaceAll('{{apiTokenInstance}}', key);
}

export interface GreenApiMethodMapping {
  /** Green-API's method name, as in its path. */
  method: string;
  /** The Chatgate call it translates to, or null where it is answered as Green-API documents a refusal. */
  chatgate: string | null;
  note?: string;
}

export const GREEN_API_METHOD_FAMILIES: Array<{ family: string; methods: GreenApiMethodMapping[] }> = [
  {
    family: 'Sending',
    methods: [
      { method: 'sendMessage', chatgate: 'POST /api/v1/send/text' },
      {
        method: 'sendFileByUrl',
        chatgate: 'POST /api/v1/send/media',
        note: 'The file type comes from the file.',
      },
      { method: 'sendFileByUpload', chatgate: 'POST /api/v1/send/media' },
      {
        method: 'uploadFile',
        chatgate: null,
        note: 'Stores the file (16 MB at most) and answers a signed link on this server that sendFileByUrl and downloads take without a key.',
      },
      { method: 'sendLocation', chatgate: 'POST /api/v1/send/location' },
      { method: 'sendContact', chatgate: 'POST /api/v1/send/contact' },
      { method: 'sendPoll', chatgate: 'POST /api/v1/send/poll' },
      { method: 'sendLink', chatgate: 'POST /api/v1/send/text' },
      { method: 'ForwardMessages', chatgate: 'POST /api/v1/messages/{id}/forward' },
      {
        method: 'sendButtons',
        chatgate: null,
        note: 'Refused with 403, as Green-API does: WhatsApp no longer shows buttons from ordinary accounts.',
      },
      { method: 'sendTemplateButtons', chatgate: null, note: 'As sendButtons.' },
      { method: 'sendListMessage', chatgate: null, note: 'As sendButtons.' },
    ],
  },
  {
    family: 'Messages',
    methods: [
      { method: 'editMessage', chatgate: 'PATCH /api/v1/messages/{id}' },
      {
        method: 'deleteMessage',
        chatgate: 'DELETE /api/v1/messages/{id}',
        note: 'Deletes for everyone; `onlySenderDelete: true` (for me only) is refused with 400.',
      },
      { method: 'getMessage', chatgate: 'GET /api/v1/messages/{id}' },
      {
        method: 'getChatHistory',
        chatgate: 'GET /api/v1/chats/{chatId}/messages',
        note: 'A chat the token does not have is 404 (Green-API answers `[]`).',
      },
      { method: 'lastIncomingMessages', chatgate: 'GET /api/v1/messages' },
      { method: 'lastOutgoingMessages', chatgate: 'GET /api/v1/messages' },
      { method: 'readChat', chatgate: 'POST /api/v1/chats/{chatId}/read' },
      { method: 'downloadFile', chatgate: 'GET /api/v1/messages/{id}/media' },
      { method: 'showMessagesQueue', chatgate: 'GET /api/v1/queue' },
      { method: 'clearMessagesQueue', chatgate: 'DELETE /api/v1/queue' },
    ],
  },
  {
    family: 'Account',
    methods: [
      {
        method: 'getStateInstance',
        chatgate: 'GET /api/v1/instance/state',
        note: '`notAuthorized`, `starting` while the linked phone’s session is being started, else `authorized`.',
      },
      { method: 'getSettings', chatgate: 'GET /api/v1/instance/webhook' },
      {
        method: 'setSettings',
        chatgate: 'PUT /api/v1/instance/webhook',
        note: 'A `webhookUrl` switches the token’s webhook to Green-API’s body format; settings we do not have are accepted and not kept.',
      },
      { method: 'getWaSettings', chatgate: 'GET /api/v1/instance/profile' },
      {
        method: 'getDeviceInfo',
        chatgate: 'GET /api/v1/instance/state',
        note: 'A linked device learns nothing of the phone: its fields are empty.',
      },
      { method: 'qr', chatgate: 'GET /api/v1/instance/qr' },
      { method: 'getAuthorizationCode', chatgate: 'POST /api/v1/instance/pairing-code' },
      { method: 'logout', chatgate: 'POST /api/v1/instance/logout' },
      { method: 'reboot', chatgate: 'POST /api/v1/instance/reboot' },
      { method: 'checkWhatsapp', chatgate: 'POST /api/v1/check/checknumberstatus' },
      { method: 'getAvatar', chatgate: 'GET /api/v1/contacts/{id}' },
      {
        method: 'getContacts',
        chatgate: 'GET /api/v1/contacts',
        note: 'People only (groups are in getChats), 5,000 at most.',
      },
      { method: 'getContactInfo', chatgate: 'GET /api/v1/contacts/{id}' },
      { method: 'getChats', chatgate: 'GET /api/v1/chats' },
      { method: 'archiveChat', chatgate: 'POST /api/v1/chats/{chatId}/archive' },
      { method: 'unarchiveChat', chatgate: 'POST /api/v1/chats/{chatId}/unarchive' },
    ],
  },
  {
    family: 'Groups',
    methods: [
      { method: 'createGroup', chatgate: 'POST /api/v1/groups' },
      { method: 'getGroupData', chatgate: 'GET /api/v1/groups/{groupId}' },
      { method: 'updateGroupName', chatgate: 'PATCH /api/v1/groups/{groupId}' },
      {
        method: 'addGroupParticipant',
        chatgate: 'POST /api/v1/groups/{groupId}/participants/{action}',
        note: 'The action `add`.',
      },
      {
        method: 'removeGroupParticipant',
        chatgate: 'POST /api/v1/groups/{groupId}/participants/{action}',
        note: 'The action `remove`.',
      },
      {
        method: 'setGroupAdmin',
        chatgate: 'POST /api/v1/groups/{groupId}/participants/{action}',
        note: 'The action `promote`.',
      },
      {
        method: 'removeAdmin',
        chatgate: 'POST /api/v1/groups/{groupId}/participants/{action}',
        note: 'The action `demote`.',
      },
      { method: 'leaveGroup', chatgate: 'POST /api/v1/groups/{groupId}/leave' },
      { method: 'setGroupPicture', chatgate: 'PUT /api/v1/groups/{groupId}/picture' },
    ],
  },
  {
    family: 'Statuses',
    methods: [
      { method: 'sendTextStatus', chatgate: 'POST /api/v1/status/text' },
      { method: 'sendMediaStatus', chatgate: 'POST /api/v1/status/media' },
      { method: 'deleteStatus', chatgate: 'DELETE /api/v1/status/{id}' },
    ],
  },
  {
    family: 'Notifications',
    methods: [
      {
        method: 'receiveNotification',
        chatgate: 'GET /api/v1/events',
        note: 'The token’s event log as a queue, 24 hours deep; on an empty queue it waits `receiveTimeout` seconds (5 to 60, default 5) for one.',
      },
      {
        method: 'deleteNotification',
        chatgate: 'GET /api/v1/events',
        note: 'The `receiptId` is the event’s sequence number.',
      },
    ],
  },
];

/** Where Chatgate's Green-API surface is not Green-API; `backticked` parts are code. */
export const GREEN_API_DIFFERENCES: Array<{ title: string; text: string }> = [
  {
    title: 'Ids',
    text: 'An idInstance is a Chatgate token id such as `ins_8bJ2kLq0VxR3`, not a number; every official SDK takes it as a string. Message ids (`idMessage`) are Chatgate’s message ids and work on both the Green-API paths and `/api/v1`.',
  },
  {
    title: 'Errors',
    text: 'Refusals have Green-API’s body (`code`, `message`, `description`). A token that is not active answers 466, as Green-API answers an exhausted quota; too many calls answer 429 with a Retry-After header.',
  },
  {
    title: 'Buttons and lists',
    text: 'WhatsApp no longer shows buttons, template buttons or list messages sent from ordinary accounts, so `sendButtons`, `sendTemplateButtons` and `sendListMessage` are refused instead of sending something nobody sees.',
  },
  {
    title: 'Webhooks',
    text: 'A `webhookUrl` given to setSettings makes the token’s webhook send Green-API’s bodies (with `Authorization: Bearer <webhookUrlToken>`) through Chatgate’s delivery: retried for 24 hours, signed with Standard Webhooks headers beside Green-API’s, replayable from the Webhooks page, where the body format can be switched back.',
  },
  {
    title: 'Names and files',
    text: 'Sender and chat names come from the token’s contacts and chats as they are when a notification is read or sent: `senderName` is the name the person goes by on WhatsApp, `senderContactName` the name the phone saved, `chatName` a group’s subject or the person’s name (a person’s very first message can go out before the name it brought is stored: its names are then empty). Every `downloadUrl` (notifications, history, downloadFile) is a link on this server that needs no key and does not expire.',
  },
  {
    title: 'Notifications',
    text: 'A contact’s status arrives as `incomingMessageReceived` in `status@broadcast` (its deletion as a `deletedMessage`), a message typed on the phone itself as `outgoingMessageReceived`. Group changes (created, members, subject and settings), presence, chat changes (archived, pinned, muted, read on the phone), views of the token’s own statuses and the read receipts the token sends have no Green-API notification: they are in `GET /api/v1/events` and Chatgate-format webhooks only. `quotaExceeded` and `incomingBlock` are never sent: a token that is not active answers 466 instead, and blocking is the token’s own call.',
  },
  {
    title: 'States',
    text: 'getStateInstance answers `notAuthorized`, `starting` or `authorized` (stateInstanceChanged carries `notAuthorized` and `authorized`); `blocked` and `yellowCard` never, as WhatsApp does not tell a linked device. A token whose subscription ended reads `authorized` while its sends answer 466.',
  },
  {
    title: 'One server',
    text: 'There is no separate media host: uploads go to the same URL as every other call.',
  },
];
