import type { SandboxChat, SandboxMessage } from '@chatgate/contracts';
import type { greenApiClient } from './green-api-client';
import type { linkedToken } from './linked-token';

type Client = Awaited<ReturnType<typeof greenApiClient>>;
type Method = (...args: unknown[]) => Promise<unknown>;

/**
 * The methods of Green-API's client that its bundle has and its type declarations (0.4.4) miss
 * or type wrongly, called exactly as the bundle defines them.
 */
export const untyped = (client: Client) => ({
  message: client.message as unknown as {
    sendButtons: Method;
    sendTemplateButtons: Method;
    sendListMessage: Method;
  },
  instance: client.instance as unknown as {
    editMessage: (chatId: string, idMessage: string, message: string) => Promise<{ idMessage: string }>;
    deleteMessage: (chatId: string, idMessage: string) => Promise<unknown>;
  },
  file: client.file as unknown as {
    downloadFile: (chatId: string, idMessage: string) => Promise<{ downloadUrl: string }>;
  },
});

/** The error a rejected call of the client carries: its status and Green-API's body. */
export async function refused(call: Promise<unknown>) {
  const error = (await call.then(
    () => null,
    (e: unknown) => e,
  )) as { response?: { status: number; data: Record<string, unknown> } } | null;
  if (!error?.response) throw new Error('expected a refusal');
  return { status: error.response.status, body: error.response.data };
}

type Token = Awaited<ReturnType<typeof linkedToken>>;

/** The message as /api/v1 shows it: the effect of a Green-API call, seen on our own surface. */
export const messageView = async (t: Token, id: string) => (await t.call('GET', `/messages/${id}`)).json();

/** How the token's Sandbox Phone shows its chat with `peer`. */
export async function phoneChat(t: Token, peer: string): Promise<SandboxMessage[]> {
  const chats = (await t.dash.get(`/sandbox/phones/${t.phone}`)).json().chats as SandboxChat[];
  return chats.find((c) => c.id === peer)?.messages ?? [];
}
