import { type SandboxCall, SandboxCallTexts } from '@chatgate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone, PhoneOff, Video } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-error';
import { PRESENCE_POLL_MS, presenceApi } from './presence-api';

export const CALL_STATE_TEXT: Record<SandboxCall['state'], string> = {
  ringing: SandboxCallTexts.calling,
  accepted: SandboxCallTexts.inCall,
  declined: SandboxCallTexts.declined,
  missed: SandboxCallTexts.missed,
  ended: SandboxCallTexts.ended,
};

/** Whether the call still goes on: ringing, or answered. */
export const callGoesOn = (call: SandboxCall) => call.state === 'ringing' || call.state === 'accepted';

/** The call the phone placed, as it goes: ringing, then in call (with Hang up) until declined, missed or ended. */
function CallStatus({ phone, call }: { phone: string; call: SandboxCall }) {
  const queryClient = useQueryClient();
  const key = ['sandbox-phones', phone, 'calls', call.id];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => presenceApi.callState(phone, call.id, signal),
    initialData: call,
    refetchInterval: (q) => (q.state.data && callGoesOn(q.state.data) ? PRESENCE_POLL_MS : false),
  });
  const hangUp = useMutation({
    mutationFn: () => presenceApi.callAction(phone, call.id, 'hangup'),
    onSuccess: (ended) => queryClient.setQueryData(key, ended),
  });
  const now = state.data ?? call;
  const kind = now.video ? SandboxCallTexts.videoCall : SandboxCallTexts.voiceCall;
  return (
    <div
      role="status"
      aria-label="Call"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-900"
    >
      <span className="font-medium">
        {kind} to {now.to}: {CALL_STATE_TEXT[now.state]}
      </span>
      {callGoesOn(now) && (
        <Button variant="secondary" size="sm" loading={hangUp.isPending} onClick={() => hangUp.mutate()}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {SandboxCallTexts.hangUp}
        </Button>
      )}
    </div>
  );
}

/** Voice and video call buttons of a chat with a contact; the token linked to the contact gets the call. */
export function PhoneCall({ phone, to }: { phone: string; to: string }) {
  const place = useMutation({ mutationFn: (video: boolean) => presenceApi.call(phone, to, video) });
  const ringing = place.data && place.status === 'success';
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {[false, true].map((video) => (
          <Button
            key={String(video)}
            variant="secondary"
            size="sm"
            loading={place.isPending && place.variables === video}
            onClick={() => place.mutate(video)}
          >
            {video ? (
              <Video aria-hidden="true" className="size-4" />
            ) : (
              <Phone aria-hidden="true" className="size-4" />
            )}
            {video ? SandboxCallTexts.videoCall : SandboxCallTexts.voiceCall}
          </Button>
        ))}
      </div>
      {place.isError && (
        <Alert tone="error">{errorMessage(place.error, 'The call could not be placed.')}</Alert>
      )}
      {ringing && <CallStatus key={place.data.id} phone={phone} call={place.data} />}
    </div>
  );
}
