import {
  type Company,
  CompanyFetchResponseSchema,
  CompanyMessages,
  CompanySchema,
  type CompanyUpdateRequest,
  MessageResponseSchema,
} from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

const CompanyUpdateResponseSchema = MessageResponseSchema.extend({ result: CompanySchema.array() });

export const companyApi = {
  fetch: (uuid: string, signal?: AbortSignal) =>
    api.post('/dash/company/fetch', { uuid }, { schema: CompanyFetchResponseSchema, signal }),
  update: (body: CompanyUpdateRequest) =>
    api.post('/dash/company/update', body, { schema: CompanyUpdateResponseSchema }),
};

export const companyKey = (uuid: string) => ['company', uuid] as const;

/** The user's organization record, or null when the server has none (Company Not Found). */
export function useCompany(uuid: string) {
  return useQuery({
    queryKey: companyKey(uuid),
    queryFn: async ({ signal }): Promise<Company | null> => {
      const response = await companyApi.fetch(uuid, signal);
      return response.message === CompanyMessages.found ? (response.result[0] ?? null) : null;
    },
    enabled: Boolean(uuid),
  });
}
