import {
  EnterPairingCodeRequestSchema,
  type ErrorCode,
  MessageResponseSchema,
  SandboxEditRequestSchema,
  SandboxGroupParamsSchema,
  SandboxGroupSubjectRequestSchema,
  SandboxMediaParamsSchema,
  SandboxMessageParamsSchema,
  SandboxMessages,
  SandboxPhoneParamsSchema,
  SandboxPhoneSchema,
  SandboxPhonesResponseSchema,
  SandboxPollRequestSchema,
  SandboxReplyRequestSchema,
  SandboxStickerRequestSchema,
  SandboxVoteRequestSchema,
  ScanRequestSchema,
  ScanResponseSchema,
} from '@chatgate/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { describeMessage } from '../../engines/describe-message';
import { type Sandbox, SandboxError } from '../../engines/simulator/simulator-sandbox';
import { AppError } from '../../http/app-error';
import type { AuthenticatedUser } from '../../http/auth-guard';
import { errorResponses } from '../../http/error-responses';
import { fileAnswer, redirectAnswer } from '../../http/file-responses';
import { guardEveryRoute } from '../../http/security-scheme';
import type { MediaStore } from '../media/media-store';
import { sendStoredMedia } from '../media/send-stored-media';
import { sampleSticker } from './sample-sticker';

const STATUS: Record<keyof typeof SandboxMessages, number> = {
  linked: 200,
  replySent: 200,
  qrInvalid: 400,
  phoneTaken: 409,
  tokenTaken: 409,
  noLink: 409,
  notGroupMember: 403,
  notGroupAdmin: 403,
  groupSubjectChanged: 200,
  onlyAdminsSend: 403,
  pairingCodeInvalid: 400,
  pairingCodeOtherPhone: 400,
  quoteNotInChat: 400,
  channelReadOnly: 400,
  messageNotFound: 404,
  editWindowPassed: 409,
  revokeWindowPassed: 409,
  revoked: 409,
  messageEdited: 200,
  messageDeleted: 200,
  contactOnly: 400,
  notAPoll: 400,
  voteUnknownOption: 400,
  voteOneOption: 400,
  voteSent: 200,
  pollSent: 200,
  stickerSent: 200,
  callNotFound: 404,
  callNotRinging: 409,
  callOver: 409,
  presenceSent: 200,
};

const CODE_OF: Record<number, ErrorCode> = { 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

const errors = errorResponses(400, 401, 403, 409);

/** Answers a SandboxError as its message, with the status of its kind. */
export async function translate<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof SandboxError)) throw error;
    const status = STATUS[error.reason];
    throw new AppError(CODE_OF[status] ?? 'BAD_REQUEST', SandboxMessages[error.reason], status);
  }
}

/** The simulator's virtual phones, under /api/v1/sandbox (only with MESSAGING_ENGINE=simulator). */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: Sandbox; media: MediaStore }> = async (
  app,
  { sandbox, media },
) => {
  guardEveryRoute(app, app.requireUser);
  const me = (request: { user: AuthenticatedUser | null }) => (request.user as AuthenticatedUser).id;
  const tags = ['sandbox'];

  app.get(
    '/phones',
    {
      schema: {
        operationId: 'listSandboxPhones',
        summary: "List the user's virtual phones",
        tags,
        response: { 200: SandboxPhonesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      result: await sandbox.list(me(request)),
    }),
  );
  app.post(
    '/phones',
    {
      schema: {
        operationId: 'openSandboxPhone',
        summary: 'Open a virtual phone by its number',
        description: 'The phone with this number, made for the caller if it did not exist.',
        tags,
        body: SandboxPhoneParamsSchema,
        response: { 200: SandboxPhoneSchema, ...errors },
      },
    },
    async (request) => translate(sandbox.open(request.body.phone, me(request))),
  );
  app.get(
    '/phones/:phone',
    {
      schema: {
        operationId: 'getSandboxPhone',
        summary: 'Get a virtual phone (made for the caller if new)',
        tags,
        params: SandboxPhoneParamsSchema,
        response: { 200: SandboxPhoneSchema, ...errors },
      },
    },
    async (request) => translate(sandbox.open(request.params.phone, me(request))),
  );
  app.get(
    '/phones/:phone/media/:id',
    {
      schema: {
        operationId: 'downloadSandboxMedia',
        summary: 'Download the file of a message on a virtual phone',
        tags,
        description:
          'The file of a message in one of the phone’s chats: the bytes of one sent inline, or a redirect to the https URL it was sent by.',
        params: SandboxMediaParamsSchema,
        response: {
          200: fileAnswer('The file as an attachment, typed by its content'),
          302: redirectAnswer('To the https URL the file was sent by'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const { phone, id } = request.params;
      const file = await translate(sandbox.mediaOf(phone, me(request), id));
      if (file?.ref.startsWith('https:')) return reply.redirect(file.ref);
      return sendStoredMedia(reply, media, file, id);
    },
  );
  app.post(
    '/scan',
    {
      schema: {
        operationId: 'scanSandboxQr',
        summary: "Scan a token's QR code with a virtual phone",
        description: 'The phone scans the QR a token showed, linking the two.',
        tags,
        body: ScanRequestSchema,
        response: { 200: ScanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const linked = await translate(sandbox.scan(request.body.qr, request.body.phone, me(request)));
      return { message: SandboxMessages.linked, ...linked };
    },
  );
  app.post(
    '/pairing-code',
    {
      schema: {
        operationId: 'enterSandboxPairingCode',
        summary: "Enter a token's pairing code on a virtual phone",
        tags,
        description: 'The phone types a pairing code a token issued for its number, linking the two.',
        body: EnterPairingCodeRequestSchema,
        response: { 200: ScanResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { code, phone } = request.body;
      const linked = await translate(sandbox.enterPairingCode(code, phone, me(request)));
      return { message: SandboxMessages.linked, ...linked };
    },
  );
  app.post(
    '/phones/:phone/reply',
    {
      schema: {
        operationId: 'sendSandboxMessage',
        summary: 'Send a message from a virtual phone',
        description:
          "The phone's user types a message to a contact (a token's number): that token receives it.",
        tags,
        params: SandboxPhoneParamsSchema,
        body: SandboxReplyRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await translate(sandbox.reply(request.params.phone, me(request), request.body));
      return { message: SandboxMessages.replySent };
    },
  );
  app.patch(
    '/phones/:phone/messages/:id',
    {
      schema: {
        operationId: 'editSandboxMessage',
        summary: 'Edit a text a virtual phone sent',
        tags,
        description:
          'The phone edits a text it typed to a contact (within 15 minutes): the contact’s token gets message.edited.',
        params: SandboxMessageParamsSchema,
        body: SandboxEditRequestSchema,
        response: { 200: MessageResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { phone, id } = request.params;
      await translate(sandbox.edit(phone, me(request), id, request.body.body));
      return { message: SandboxMessages.messageEdited };
    },
  );
  app.delete(
    '/phones/:phone/messages/:id',
    {
      schema: {
        operationId: 'deleteSandboxMessage',
        summary: 'Delete a message a virtual phone sent, for everyone',
        tags,
        description:
          'The phone deletes a message it typed to a contact for everyone: the contact’s token gets message.revoked.',
        params: SandboxMessageParamsSchema,
        response: { 200: MessageResponseSchema, ...errors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { phone, id } = request.params;
      await translate(sandbox.revoke(phone, me(request), id));
      return { message: SandboxMessages.messageDeleted };
    },
  );

  const phoneAction = <B extends z.ZodType>(
    operation: { operationId: string; summary: string },
    description: string,
    body: B,
  ) => ({
    schema: {
      tags,
      ...operation,
      description,
      params: SandboxPhoneParamsSchema,
      body,
      response: { 200: MessageResponseSchema, ...errors },
    },
  });
  app.post(
    '/phones/:phone/vote',
    phoneAction(
      { operationId: 'voteSandboxPoll', summary: 'Vote on a poll from a virtual phone' },
      'The phone votes on a poll it received, by the options’ texts (none takes its vote back); its token gets a poll.vote event.',
      SandboxVoteRequestSchema,
    ),
    async (request) => {
      const { messageId, options } = request.body;
      await translate(sandbox.vote(request.params.phone, me(request), messageId, options));
      return { message: SandboxMessages.voteSent };
    },
  );
  app.post(
    '/phones/:phone/poll',
    phoneAction(
      { operationId: 'sendSandboxPoll', summary: 'Send a poll from a virtual phone' },
      'The phone sends a poll to a contact (a token’s phone receives it as a message of type poll).',
      SandboxPollRequestSchema,
    ),
    async (request) => {
      const { to, ...poll } = request.body;
      const content = { kind: 'poll' as const, ...poll };
      const body = describeMessage({ id: '', to, ...content });
      await translate(sandbox.reply(request.params.phone, me(request), { to, body, content }));
      return { message: SandboxMessages.pollSent };
    },
  );
  app.post(
    '/phones/:phone/groups/:groupId/subject',
    {
      schema: {
        operationId: 'changeSandboxGroupSubject',
        tags,
        summary: 'The phone changes the subject of a group it is an admin of',
        description:
          'Members’ phones show the system line; their tokens get group.updated with this phone as actor.',
        params: SandboxGroupParamsSchema,
        body: SandboxGroupSubjectRequestSchema,
        response: { 200: MessageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { phone, groupId } = request.params;
      await translate(sandbox.groupSubject(phone, me(request), groupId, request.body.subject));
      return { message: SandboxMessages.groupSubjectChanged };
    },
  );
  app.post(
    '/phones/:phone/sticker',
    phoneAction(
      { operationId: 'sendSandboxSticker', summary: 'Send a sticker from a virtual phone' },
      'The phone sends its sample sticker to a contact (a token receives a sticker with its file).',
      SandboxStickerRequestSchema,
    ),
    async (request) => {
      const { to } = request.body;
      const content = { kind: 'sticker' as const, ...(await sampleSticker(media)) };
      await translate(sandbox.reply(request.params.phone, me(request), { to, body: '[sticker]', content }));
      return { message: SandboxMessages.stickerSent };
    },
  );
};
