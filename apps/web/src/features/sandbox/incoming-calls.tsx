import { type SandboxCall, SandboxCallTexts } from '@chatgate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone, PhoneOff } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-error';
import { CALL_STATE_TEXT } from './phone-call';
import { PRESENCE_POLL_MS, presenceApi } from './presence-api';

type Action = 'accept' | 'decline' | 'hangup';

/** One call the phone receives: Accept or Decline while it rings, Hang up once answered. */
function IncomingCall({ phone, call }: { phone: string; call: SandboxCall }) {
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: (action: Action) => presenceApi.callAction(phone, call.id, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['sandbox-phones', phone, 'incoming-calls'] }),
  });
  const kind = call.video ? SandboxCallTexts.videoCall : SandboxCallTexts.voiceCall;
  const button = (action: Action, label: string, primary: boolean) => (
    <Button
      variant={primary ? 'primary' : 'secondary'}
      size="sm"
      loading={act.isPending && act.variables === action}
      disabled={act.isPending}
      onClick={() => act.mutate(action)}
    >
      {primary ? (
        <Phone aria-hidden="true" className="size-4" />
      ) : (
        <PhoneOff aria-hidden="true" className="size-4" />
      )}
      {label}
    </Button>
  );
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg bg-emerald-50 p-3 text-sm dark:bg-emerald-950">
      <span className="font-medium">
        {kind} from {call.from}:{' '}
        {call.state === 'ringing' ? SandboxCallTexts.incoming : CALL_STATE_TEXT[call.state]}
      </span>
      {call.state === 'ringing' && (
        <>
          {button('accept', SandboxCallTexts.accept, true)}
          {button('decline', SandboxCallTexts.decline, false)}
        </>
      )}
      {call.state === 'accepted' && button('hangup', SandboxCallTexts.hangUp, false)}
      {act.isError && <Alert tone="error">{errorMessage(act.error, 'The call could not be changed.')}</Alert>}
    </li>
  );
}

/**
 * The calls ringing on the phone or in progress that it received (from another Sandbox Phone),
 * polled every second; nothing while there are none.
 */
export function IncomingCalls({ phone }: { phone: string }) {
  const query = useQuery({
    queryKey: ['sandbox-phones', phone, 'incoming-calls'],
    queryFn: ({ signal }) => presenceApi.incomingCalls(phone, signal),
    refetchInterval: (q) => (q.state.status === 'error' ? false : PRESENCE_POLL_MS),
  });
  const calls = query.data?.result ?? [];
  if (calls.length === 0) return null;
  return (
    <ul aria-label="Incoming calls" className="mb-6 space-y-2">
      {calls.map((call) => (
        <IncomingCall key={call.id} phone={phone} call={call} />
      ))}
    </ul>
  );
}
