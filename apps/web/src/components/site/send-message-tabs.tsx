import { CodeTabs } from '../code-tabs';
import type { useSendMessageSample } from './use-send-message-sample';

/** The send-message samples' language tabs, driven by useSendMessageSample. */
export function SendMessageTabs({ sample }: { sample: ReturnType<typeof useSendMessageSample> }) {
  return (
    <CodeTabs
      label="Send a message: code samples"
      tabs={sample.tabs}
      selected={sample.language}
      onSelect={sample.setLanguage}
      onIntent={sample.prefetch}
    />
  );
}
