import {
  MessageResponseSchema,
  ProfileSchema,
  type SandboxPostStatusRequest,
  SandboxStatusesResponseSchema,
} from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiDownload } from '../../lib/api-client';
import { PHONE_POLL_MS } from './api';

const phonePath = (phone: string) => `/sandbox/phones/${encodeURIComponent(phone)}`;
const PostedSchema = MessageResponseSchema.extend({ id: z.string() });

/** The Sandbox Phone's statuses (stories) and the profiles of its contacts. */
export const statusApi = {
  list: (phone: string, signal?: AbortSignal) =>
    api.get(`${phonePath(phone)}/statuses`, { schema: SandboxStatusesResponseSchema, signal }),
  /** The phone opens a status: its poster's token gets status.viewed. */
  view: (phone: string, id: string) =>
    api.post(`${phonePath(phone)}/statuses/${encodeURIComponent(id)}/view`, undefined, {
      schema: MessageResponseSchema,
    }),
  /** The phone posts a text status to its contacts (their tokens get status.received). */
  post: (phone: string, body: SandboxPostStatusRequest) =>
    api.post(`${phonePath(phone)}/statuses`, body, { schema: PostedSchema }),
  /** The phone deletes a status it posted: the tokens it was shown to get status.revoked. */
  remove: (phone: string, id: string) =>
    api.delete(`${phonePath(phone)}/statuses/${encodeURIComponent(id)}`, { schema: MessageResponseSchema }),
  /** A status's file, by the path its listing gives (the route needs the bearer token). */
  media: async (path: string, signal?: AbortSignal) => (await apiDownload(path, signal)).blob,
  profile: (phone: string, peer: string, signal?: AbortSignal) =>
    api.get(`${phonePath(phone)}/profiles/${encodeURIComponent(peer)}`, { schema: ProfileSchema, signal }),
};

export const statusesKey = (phone: string) => ['sandbox-statuses', phone] as const;

/** The statuses the phone sees, polled like its chats. */
export function usePhoneStatuses(phone: string) {
  return useQuery({
    queryKey: statusesKey(phone),
    queryFn: ({ signal }) => statusApi.list(phone, signal),
    refetchInterval: (query) => (query.state.status === 'error' ? false : PHONE_POLL_MS),
  });
}

/** A contact's profile (a token's linked phone shows the token's name, about text and picture). */
export function useContactProfile(phone: string, peer: string) {
  return useQuery({
    queryKey: ['sandbox-profile', phone, peer],
    queryFn: ({ signal }) => statusApi.profile(phone, peer, signal),
    refetchInterval: (query) => (query.state.status === 'error' ? false : PHONE_POLL_MS * 3),
  });
}
