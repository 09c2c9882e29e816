import { SandboxStatusTexts } from '@chatgate/contracts';
import { Link2, Smartphone } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { errorMessage } from '../../lib/api-error';
import { usePhone } from './api';
import { EnterCodeBox } from './enter-code-box';
import { IncomingCalls } from './incoming-calls';
import { LinkTokenBox } from './link-token-box';
import { PhoneChats } from './phone-chats';
import { PhoneProfile } from './phone-profile';
import { PhoneStatuses } from './phone-statuses';
import { usePhoneOnline } from './presence-api';

interface PhonePanelProps {
  phone: string;
  /** A QR payload and a pairing code to fill in (from the dashboard's links). */
  initialQr: string;
  initialCode: string;
}

/** One open virtual phone: link it to a token (scan a QR or type a pairing code), read its chats, write. */
export function PhonePanel({ phone, initialQr, initialCode }: PhonePanelProps) {
  const query = usePhone(phone);
  usePhoneOnline(phone);
  const data = query.data;
  const title = `Phone ${phone}`;

  if (query.isError) {
    return (
      <Card title={title}>
        <Alert tone="error">{errorMessage(query.error, 'This phone could not be loaded.')}</Alert>
      </Card>
    );
  }
  return (
    <div className="space-y-6">
      <Card
        title={title}
        description={
          data?.linkedInsid ? (
            <span className="inline-flex items-center gap-1">
              <Link2 aria-hidden="true" className="size-3.5" /> Linked to token {data.linkedInsid}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1">
              <Smartphone aria-hidden="true" className="size-3.5" /> Not linked to a token
            </span>
          )
        }
      >
        <IncomingCalls phone={phone} />
        {data?.profile && (
          <div className="mb-6">
            <PhoneProfile profile={data.profile} />
          </div>
        )}
        <div className="grid gap-6 xl:grid-cols-2">
          <LinkTokenBox key={phone} phone={phone} initialQr={initialQr} />
          <EnterCodeBox key={phone} phone={phone} initialCode={initialCode} />
        </div>
      </Card>
      <Card
        title="Chats"
        description="What this phone sent (through its token or typed here) and received. Refreshes every 2 seconds."
      >
        <PhoneChats phone={phone} chats={data?.chats ?? []} />
      </Card>
      <Card
        title={SandboxStatusTexts.tab}
        description="Your contacts’ status updates for 24 hours, and your own."
      >
        <PhoneStatuses phone={phone} />
      </Card>
    </div>
  );
}
