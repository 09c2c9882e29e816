import {
  GreenApiAuthorizationCodeRequestSchema,
  GreenApiAuthorizationCodeSchema,
  GreenApiCheckWhatsappRequestSchema,
  GreenApiCheckWhatsappSchema,
  GreenApiDeviceInfoSchema,
  GreenApiLogoutSchema,
  GreenApiQrSchema,
  GreenApiRebootSchema,
  GreenApiWaSettingsSchema,
  MessagingMessages,
} from '@chatgate/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { requireActiveToken } from '../../http/api-key-guard';
import { AppError, notFound } from '../../http/app-error';
import * as instances from '../../modules/instances/instances.service';
import { pairingCodeFor } from '../../modules/instances/pairing.service';
import { readProfile } from '../../modules/instances/profile.service';
import { checkNumber } from '../../modules/messages/check-number.service';
import { greenApiStateOf } from './account.methods';
import type { GreenApiDeps } from './green-api-surface';
import { methodPath, methodSchema, tokenOf } from './method';

const ALREADY_LOGGED = 'instance account already authorized';

/**
 * Green-API's instance methods: the linked account, linking it (QR, pairing code), logging out
 * and rebooting, and the number check, over the same services as /api/v1/instance and /check.
 * Linking and checking need an active token as there (Green-API's 466 otherwise).
 */
export const instanceMethods: FastifyPluginAsyncZod<GreenApiDeps> = async (app, deps) => {
  const active = { preHandler: requireActiveToken };
  const rowOf = async (request: FastifyRequest) => {
    const row = await instances.findToken(deps.db, tokenOf(request).id);
    if (!row) throw notFound(MessagingMessages.invalidKey);
    return row;
  };

  app.get(
    methodPath('getWaSettings'),
    {
      schema: methodSchema('getWaSettings', {
        summary: 'Get the WhatsApp account',
        description: 'The linked number, its picture and the state; the fields are empty while not linked.',
        answer: GreenApiWaSettingsSchema,
      }),
    },
    async (request) => {
      const token = tokenOf(request);
      const stateInstance = await greenApiStateOf(deps.engine, token);
      const row = token.authenticated ? await rowOf(request) : null;
      const profile = row ? await readProfile(deps, token.id).catch(() => null) : null;
      const phone = profile?.number ?? row?.wid ?? '';
      return {
        avatar: profile?.pictureUrl ?? '',
        phone,
        stateInstance,
        deviceId: phone ? `${phone}@s.whatsapp.net` : '',
      };
    },
  );

  app.get(
    methodPath('getDeviceInfo'),
    {
      schema: methodSchema('getDeviceInfo', {
        summary: 'Get the linked device (deprecated by Green-API)',
        description:
          'A linked device tells nothing of the phone itself: the fields are empty and battery is 0 (unknown).',
        answer: GreenApiDeviceInfoSchema,
      }),
    },
    async () => ({
      platform: '',
      deviceManufacturer: '',
      deviceModel: '',
      osVersion: '',
      waVersion: '',
      battery: 0,
    }),
  );

  app.get(
    methodPath('qr'),
    {
      ...active,
      schema: methodSchema('qr', {
        summary: 'Get the QR code to link a phone',
        description:
          'qrCode with the QR as a base64 PNG to scan; alreadyLogged once a phone is linked; error when no QR could be made.',
        answer: GreenApiQrSchema,
      }),
    },
    async (request) => {
      const row = await rowOf(request);
      if (row.authenticated) return { type: 'alreadyLogged' as const, message: ALREADY_LOGGED };
      try {
        const session = await instances.startQrFor(deps, row);
        if (!session.qr) return { type: 'alreadyLogged' as const, message: ALREADY_LOGGED };
        const png = await QRCode.toBuffer(session.qr, { type: 'png', margin: 2, width: 264 });
        return { type: 'qrCode' as const, message: png.toString('base64') };
      } catch (error) {
        if (error instanceof AppError && error.status === 503)
          return { type: 'error' as const, message: error.message };
        throw error;
      }
    },
  );

  app.post(
    methodPath('getAuthorizationCode'),
    {
      ...active,
      schema: {
        ...methodSchema('getAuthorizationCode', {
          summary: 'Link a phone by a code instead of a QR',
          description:
            'Type the code on that phone: WhatsApp > Linked devices > Link with phone number instead.',
          answer: GreenApiAuthorizationCodeSchema,
        }),
        body: GreenApiAuthorizationCodeRequestSchema,
      },
    },
    async (request) => {
      const { code } = await pairingCodeFor(deps, await rowOf(request), request.body.phoneNumber);
      return { status: true, code };
    },
  );

  app.get(
    methodPath('logout'),
    { schema: methodSchema('logout', { summary: 'Log the linked phone out', answer: GreenApiLogoutSchema }) },
    async (request) => {
      await instances.logoutToken(deps, tokenOf(request).id);
      return { isLogout: true };
    },
  );

  app.get(
    methodPath('reboot'),
    {
      schema: methodSchema('reboot', {
        summary: "Restart the linked phone's session",
        description: '409 while no phone is linked.',
        answer: GreenApiRebootSchema,
      }),
    },
    async (request) => {
      await instances.rebootToken(deps, await rowOf(request));
      return { isReboot: true };
    },
  );

  app.post(
    methodPath('checkWhatsapp'),
    {
      ...active,
      schema: {
        ...methodSchema('checkWhatsapp', {
          summary: 'Check whether a number is on WhatsApp',
          answer: GreenApiCheckWhatsappSchema,
        }),
        body: GreenApiCheckWhatsappRequestSchema,
      },
    },
    async (request) => {
      const { result } = await checkNumber(deps.engine, tokenOf(request), request.body.phoneNumber);
      return { existsWhatsapp: result };
    },
  );
};
