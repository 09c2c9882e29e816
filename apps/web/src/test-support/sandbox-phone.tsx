import type { SandboxChat, SandboxMessage } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { phoneKey, sandboxApi } from '../features/sandbox/api';
import { ChatView } from '../features/sandbox/chat-view';

/** The virtual phone of the Sandbox Phone tests, and the contact it writes to. */
export const PHONE = '919800000001';
export const CONTACT = '919800000002';

let next = 0;

/** A message as the server lists it in a phone's chat: a text the contact wrote, unless told. */
export function sandboxMessage(fields: Partial<SandboxMessage> = {}): SandboxMessage {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    fromMe: false,
    author: CONTACT,
    body: 'Hello',
    status: 'read',
    quoted: null,
    content: null,
    edited: false,
    revoked: false,
    forwarded: false,
    createdAt: '2026-12-02T10:00:00.000Z',
    ...fields,
  };
}

/** The phone's own text to the contact. */
export const ownMessage = (fields: Partial<SandboxMessage> = {}) =>
  sandboxMessage({ fromMe: true, author: PHONE, status: 'delivered', ...fields });

export const contactChat = (messages: SandboxMessage[]): SandboxChat => ({
  id: CONTACT,
  kind: 'contact',
  title: CONTACT,
  messages,
});

/** The phone as GET /sandbox/phones/{phone} answers it, with these chats. */
export const phoneAnswer = (...chats: SandboxChat[]) => ({ phone: PHONE, linkedInsid: null, chats });

export const PHONE_PATH = `/sandbox/phones/${PHONE}`;
export const messagePath = (message: SandboxMessage) => `${PHONE_PATH}/messages/${message.id}`;

/**
 * The phone's first chat as the Sandbox Phone shows it, read from the API once (no polling), so
 * a test sees the screen refresh only when a change asks for it.
 */
export function FirstChat() {
  const { data } = useQuery({
    queryKey: phoneKey(PHONE),
    queryFn: ({ signal }) => sandboxApi.get(PHONE, signal),
  });
  const chat = data?.chats[0];
  return chat ? <ChatView chat={chat} phone={PHONE} onReply={() => {}} /> : null;
}
