import { type SandboxCall, SandboxPresenceTexts } from '@chatgate/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone, PhoneOff, Video } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-error';
import { PRESENCE_POLL_MS, presenceApi } from './presence-api';

const STATE_TEXT: Record<SandboxCall['state'], string> = {
  ringing: SandboxPresenceTexts.calling,
  declined: SandboxPresenceTexts.declined,
  missed: SandboxPresenceTexts.missed,
  ended: SandboxPresenceTexts.ended,
};

/** The call the phone placed, as it goes: ringing (with Hang up) until declined, missed or ended. */
function CallStatus({ phone, call }: { phone: string; call: SandboxCall }) {
  const queryClient = useQueryClient();
  const key = ['sandbox-phones', phone, 'calls', call.id];
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => presenceApi.callState(phone, call.id, signal),
    initialData: call,
    refetchInterval: (q) => (q.state.data?.state === 'ringing' ? PRESENCE_POLL_MS : false),
  });
  const hangUp = useMutation({
    mutationFn: () => presenceApi.hangUp(phone, call.id),
    onSuccess: (ended) => queryClient.setQueryData(key, ended),
  });
  const now = state.data ?? call;
  const kind = now.video ? SandboxPresenceTexts.videoCall : SandboxPresenceTexts.voiceCall;
  return (
    <div
      role="status"
      aria-label="Call"
      className="flex flex-wrap items-center gap-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-900"
    >
      <span className="font-medium">
        {kind} to {now.to}: {STATE_TEXT[now.state]}
      </span>
      {now.state === 'ringing' && (
        <Button variant="secondary" size="sm" loading={hangUp.isPending} onClick={() => hangUp.mutate()}>
          <PhoneOff aria-hidden="true" className="size-4" />
          {SandboxPresenceTexts.hangUp}
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
            {video ? SandboxPresenceTexts.videoCall : SandboxPresenceTexts.voiceCall}
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
