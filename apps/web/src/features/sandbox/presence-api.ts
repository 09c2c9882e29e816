import {
  MessageResponseSchema,
  PRESENCE_SHOWN_SECONDS,
  SandboxCallSchema,
  SandboxIncomingCallsSchema,
  SandboxPresenceResponseSchema,
} from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { api } from '../../lib/api-client';

/** How often an open chat looks for its contact typing, and a phone for its calls' states. */
export const PRESENCE_POLL_MS = 1_000;
/** While the user keeps typing, the contact is told again this often (an indicator lasts 10 s). */
const TYPING_REPEAT_MS = (PRESENCE_SHOWN_SECONDS * 1000) / 2;

type PhonePresence = 'typing' | 'paused' | 'available' | 'unavailable';

const phonePath = (phone: string) => `/sandbox/phones/${encodeURIComponent(phone)}`;

export const presenceApi = {
  shown: (phone: string, signal?: AbortSignal) =>
    api.get(`${phonePath(phone)}/presence`, { schema: SandboxPresenceResponseSchema, signal }),
  send: (phone: string, state: PhonePresence, to?: string) =>
    api.post(`${phonePath(phone)}/presence`, { state, to }, { schema: MessageResponseSchema }),
  call: (phone: string, to: string, video: boolean) =>
    api.post(`${phonePath(phone)}/calls`, { to, video }, { schema: SandboxCallSchema }),
  callState: (phone: string, id: string, signal?: AbortSignal) =>
    api.get(`${phonePath(phone)}/calls/${encodeURIComponent(id)}`, { schema: SandboxCallSchema, signal }),
  /** The phone hangs up, or (a call it received) accepts or declines it. */
  callAction: (phone: string, id: string, action: 'hangup' | 'accept' | 'decline') =>
    api.post(`${phonePath(phone)}/calls/${encodeURIComponent(id)}/${action}`, undefined, {
      schema: SandboxCallSchema,
    }),
  incomingCalls: (phone: string, signal?: AbortSignal) =>
    api.get(`${phonePath(phone)}/calls`, { schema: SandboxIncomingCallsSchema, signal }),
};

/** What the contact of the chat is doing now ("typing" or "recording"), polled every second. */
export function useContactPresence(phone: string, chatId: string) {
  const query = useQuery({
    queryKey: ['sandbox-phones', phone, 'presence'],
    queryFn: ({ signal }) => presenceApi.shown(phone, signal),
    refetchInterval: (q) => (q.state.status === 'error' ? false : PRESENCE_POLL_MS),
  });
  return query.data?.result.find((p) => p.chatId === chatId)?.state ?? null;
}

/** The phone is online while shown: available when opened, unavailable when closed. */
export function usePhoneOnline(phone: string) {
  useEffect(() => {
    presenceApi.send(phone, 'available').catch(() => {});
    return () => void presenceApi.send(phone, 'unavailable').catch(() => {});
  }, [phone]);
}

/**
 * Tells the chat's contact the user is typing: on the first key, then again every few seconds
 * while they type; `paused` when they stop (sent, or left the box).
 */
export function useTypingPresence(phone: string, to: string) {
  const last = useRef(0);
  return useMemo(
    () => ({
      typed() {
        // Presence is told in chats with a contact, not in groups.
        if (to.includes('@')) return;
        if (Date.now() - last.current < TYPING_REPEAT_MS) return;
        last.current = Date.now();
        presenceApi.send(phone, 'typing', to).catch(() => {});
      },
      stopped() {
        if (last.current === 0) return;
        last.current = 0;
        presenceApi.send(phone, 'paused', to).catch(() => {});
      },
    }),
    [phone, to],
  );
}
