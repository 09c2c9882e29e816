import { MAX_TOKEN_LIMIT, MAX_TOKENS_PER_USER, TokenLimitSchema } from '@chatgate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { LoadingText } from '../../components/loading-text';
import { TextField } from '../../components/text-field';
import { api, apiRequest } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';
import { invalidateTokens } from '../../lib/tokens-query';

const path = (uuid: string) => `/dash/users/${encodeURIComponent(uuid)}/tokenLimit`;
const limitKey = (uuid: string) => ['token-limit', uuid] as const;

/**
 * Staff answering a ticket: how many tokens its author holds and may hold, and a way to allow
 * more (spec 9: more than 5 tokens via sales or a ticket). The server keeps the rule and range.
 */
export function TokenLimitCard({ uuid }: { uuid: string }) {
  const queryClient = useQueryClient();
  const current = useQuery({
    queryKey: limitKey(uuid),
    queryFn: ({ signal }) => api.get(path(uuid), { schema: TokenLimitSchema, signal }),
  });
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (limit: number) =>
      apiRequest(path(uuid), { method: 'PUT', body: { limit }, schema: TokenLimitSchema }),
    onSuccess: (saved) => {
      queryClient.setQueryData(limitKey(uuid), saved);
      void invalidateTokens(queryClient);
      setDraft(null);
    },
  });

  if (!current.data) {
    return (
      <Card title="Token Limit">
        {current.error ? (
          <Alert tone="error">{errorMessage(current.error, 'The token limit could not be loaded.')}</Alert>
        ) : (
          <LoadingText />
        )}
      </Card>
    );
  }
  const { username, tokens, limit } = current.data;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(Number(draft ?? limit));
  };
  return (
    <Card
      title="Token Limit"
      description={`@${username} holds ${tokens} of the ${limit} tokens the account may have.`}
    >
      <p className="mb-4 text-slate-600 text-sm dark:text-slate-400">
        Allow from {MAX_TOKENS_PER_USER} to {MAX_TOKEN_LIMIT} tokens. Each token is billed on its own.
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <TextField
          label="Tokens Allowed"
          type="number"
          inputMode="numeric"
          min={MAX_TOKENS_PER_USER}
          max={MAX_TOKEN_LIMIT}
          value={draft ?? String(limit)}
          onChange={(event) => setDraft(event.target.value)}
          className="w-40"
        />
        <Button type="submit" loading={save.isPending}>
          Save Limit
        </Button>
      </form>
      {save.isError && (
        <Alert tone="error" className="mt-4">
          {errorMessage(save.error, 'The token limit was not saved.')}
        </Alert>
      )}
      {save.isSuccess && save.data.message && !draft && (
        <Alert tone="success" className="mt-4">
          {save.data.message}
        </Alert>
      )}
    </Card>
  );
}
