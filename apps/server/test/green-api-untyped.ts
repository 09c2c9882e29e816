import type { greenApiClient } from './green-api-client';

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
