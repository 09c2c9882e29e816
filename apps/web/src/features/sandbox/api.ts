import {
  type EnterPairingCodeRequest,
  MessageResponseSchema,
  SandboxPhoneSchema,
  SandboxPhonesResponseSchema,
  type SandboxPollRequest,
  type ScanRequest,
  ScanResponseSchema,
} from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, apiDownload } from '../../lib/api-client';

/** How often an open phone looks for new messages and status changes. */
export const PHONE_POLL_MS = 2_000;

const messagePath = (phone: string, id: string) =>
  `/sandbox/phones/${encodeURIComponent(phone)}/messages/${encodeURIComponent(id)}`;

export const sandboxApi = {
  list: (signal?: AbortSignal) => api.get('/sandbox/phones', { schema: SandboxPhonesResponseSchema, signal }),
  /** Opens the user's virtual phone with this number, creating it when new. */
  open: (phone: string) => api.post('/sandbox/phones', { phone }, { schema: SandboxPhoneSchema }),
  get: (phone: string, signal?: AbortSignal) =>
    api.get(`/sandbox/phones/${encodeURIComponent(phone)}`, { schema: SandboxPhoneSchema, signal }),
  /** The phone "scans" a token's QR payload, linking the two. */
  scan: (body: ScanRequest) => api.post('/sandbox/scan', body, { schema: ScanResponseSchema }),
  /** The phone types a token's pairing code, linking the two. */
  enterPairingCode: (body: EnterPairingCodeRequest) =>
    api.post('/sandbox/pairing-code', body, { schema: ScanResponseSchema }),
  /** The bytes of a file the phone received or sent inline (the route needs the bearer token). */
  media: async (phone: string, messageId: string, signal?: AbortSignal) =>
    (
      await apiDownload(
        `/sandbox/phones/${encodeURIComponent(phone)}/media/${encodeURIComponent(messageId)}`,
        signal,
      )
    ).blob,
  /** The phone edits a text it typed to a contact. */
  edit: (phone: string, id: string, body: string) =>
    api.patch(`${messagePath(phone, id)}`, { body }, { schema: MessageResponseSchema }),
  /** The phone deletes a message it typed to a contact for everyone. */
  revoke: (phone: string, id: string) =>
    api.delete(messagePath(phone, id), { schema: MessageResponseSchema }),
  reply: (phone: string, body: { to: string; body: string; quotedId?: string }) =>
    api.post(`/sandbox/phones/${encodeURIComponent(phone)}/reply`, body, { schema: MessageResponseSchema }),
  /** The phone votes on a poll it received (no options: it takes its vote back). */
  vote: (phone: string, messageId: string, options: string[]) =>
    api.post(
      `/sandbox/phones/${encodeURIComponent(phone)}/vote`,
      { messageId, options },
      { schema: MessageResponseSchema },
    ),
  sendPoll: (phone: string, body: SandboxPollRequest) =>
    api.post(`/sandbox/phones/${encodeURIComponent(phone)}/poll`, body, { schema: MessageResponseSchema }),
  /** The phone changes the subject of a group it is an admin of. */
  groupSubject: (phone: string, groupId: string, subject: string) =>
    api.post(
      `/sandbox/phones/${encodeURIComponent(phone)}/groups/${encodeURIComponent(groupId)}/subject`,
      { subject },
      { schema: MessageResponseSchema },
    ),
  /** The phone sends its sample sticker. */
  sendSticker: (phone: string, to: string) =>
    api.post(
      `/sandbox/phones/${encodeURIComponent(phone)}/sticker`,
      { to },
      { schema: MessageResponseSchema },
    ),
};

export const phonesKey = ['sandbox-phones'] as const;
export const phoneKey = (phone: string) => ['sandbox-phones', phone] as const;

export function usePhones() {
  return useQuery({ queryKey: phonesKey, queryFn: ({ signal }) => sandboxApi.list(signal) });
}

/** One open phone, polled every 2 seconds while shown. */
export function usePhone(phone: string) {
  return useQuery({
    queryKey: phoneKey(phone),
    queryFn: ({ signal }) => sandboxApi.get(phone, signal),
    refetchInterval: (query) => (query.state.status === 'error' ? false : PHONE_POLL_MS),
  });
}
