import { CodeTabs } from '../code-tabs';
import { PayloadStyleToggle } from './payload-style-toggle';
import { PAYLOAD_STYLES } from './send-message-samples';
import { useSendMessageSample } from './use-send-message-sample';

/** The send-message samples with their body-style switch above them (e.g. a quick start). */
export function SendMessageSample() {
  const { language, setLanguage, style, setStyleId, tabs } = useSendMessageSample();
  return (
    <div className="min-w-0 space-y-4">
      <PayloadStyleToggle styles={PAYLOAD_STYLES} selected={style.id} onSelect={setStyleId} />
      <CodeTabs label="Send a message: code samples" tabs={tabs} selected={language} onSelect={setLanguage} />
    </div>
  );
}
