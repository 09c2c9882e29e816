import { PayloadStyleToggle } from './payload-style-toggle';
import { PAYLOAD_STYLES } from './payload-styles';
import { SendMessageTabs } from './send-message-tabs';
import { useSendMessageSample } from './use-send-message-sample';

/** The send-message samples with their body-style switch above them (e.g. a quick start). */
export function SendMessageSample() {
  const sample = useSendMessageSample();
  return (
    <div className="min-w-0 space-y-4">
      <PayloadStyleToggle styles={PAYLOAD_STYLES} selected={sample.style.id} onSelect={sample.setStyleId} />
      <SendMessageTabs sample={sample} />
    </div>
  );
}
