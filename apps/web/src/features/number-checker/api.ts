import { ApiKeyResponseSchema, CheckNumberResponseSchema } from '@chatgate/contracts';
import { api } from '../../lib/api-client';

export interface NumberCheckRequest {
  insid: string;
  /** Country code and number, digits only. */
  number: string;
}

/** The dashboard calls of the number checker (spec 7.2). */
export const numberCheckerApi = {
  showKey: (insid: string) => api.post('/dash/wa/showKey', { insid }, { schema: ApiKeyResponseSchema }),
  /**
   * Empty body; the token's key in the `key` header. A 401 here means a bad key, not an ended
   * session (the showKey call just before proved the session), so it must not sign the user out.
   */
  check: ({ insid, number }: NumberCheckRequest, key: string) =>
    api.post(`/dash/checknumberstatus?${new URLSearchParams({ insid, number })}`, undefined, {
      headers: { key },
      schema: CheckNumberResponseSchema,
      ignoreUnauthorized: true,
    }),
};
