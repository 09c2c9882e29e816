import { MAX_CALL_REJECT_MESSAGE_LENGTH, SendingSettingsSchema } from '@chatgate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CheckboxField } from '../../components/checkbox-field';
import { LoadingText } from '../../components/loading-text';
import { TextareaField } from '../../components/textarea-field';
import { apiRequest } from '../../lib/api-client';
import { errorMessage } from '../../lib/api-error';

const path = (insid: string) => `/dash/wa/settings?${new URLSearchParams({ insid })}`;
const callSettingsKey = (insid: string) => ['token-settings', insid] as const;

/**
 * The token's rule for incoming calls: reject them all at once, and what to text the caller then.
 * Every call still arrives as call.received, then call.rejected.
 */
export function CallSettingsCard({ insid }: { insid: string }) {
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: callSettingsKey(insid),
    queryFn: ({ signal }) => apiRequest(path(insid), { schema: SendingSettingsSchema, signal }),
  });
  const [rejectCalls, setRejectCalls] = useState(false);
  const [message, setMessage] = useState('');
  const [saved, setSaved] = useState(false);
  const current = settings.data?.settings;
  useEffect(() => {
    if (!current) return;
    setRejectCalls(current.rejectCalls);
    setMessage(current.callRejectMessage);
  }, [current]);
  const save = useMutation({
    mutationFn: () =>
      apiRequest(path(insid), {
        method: 'PUT',
        body: { rejectCalls, callRejectMessage: message },
        schema: SendingSettingsSchema,
      }),
    onSuccess: (answer) => {
      client.setQueryData(callSettingsKey(insid), answer);
      setSaved(true);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate();
  };
  const tooLong = message.trim().length > MAX_CALL_REJECT_MESSAGE_LENGTH;

  return (
    <Card title="Calls" description="What this token does with incoming voice and video calls.">
      {settings.isPending ? (
        <LoadingText />
      ) : settings.isError ? (
        <Alert tone="error">{errorMessage(settings.error, 'The call settings could not be loaded.')}</Alert>
      ) : (
        <form noValidate onSubmit={submit} className="space-y-4">
          <CheckboxField
            label="Reject incoming calls"
            checked={rejectCalls}
            onCheckedChange={(checked) => {
              setRejectCalls(checked);
              setSaved(false);
            }}
          />
          <TextareaField
            label="Message to the caller after a rejection"
            rows={2}
            value={message}
            onChange={(e) => {
              setMessage(e.target.value);
              setSaved(false);
            }}
            error={tooLong ? `At most ${MAX_CALL_REJECT_MESSAGE_LENGTH} characters` : undefined}
          />
          {save.isError && (
            <Alert tone="error">{errorMessage(save.error, 'The call settings were not saved.')}</Alert>
          )}
          {saved && <Alert tone="success">Call settings saved.</Alert>}
          <Button type="submit" size="sm" loading={save.isPending} disabled={tooLong}>
            Save call settings
          </Button>
        </form>
      )}
    </Card>
  );
}
