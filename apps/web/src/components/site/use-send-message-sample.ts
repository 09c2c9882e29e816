import { useState } from 'react';
import { useBrowserOrigin } from '../../lib/use-browser-origin';
import { PAYLOAD_STYLES, sendMessageTabs } from './send-message-samples';

const FIRST_STYLE = PAYLOAD_STYLES[0] as (typeof PAYLOAD_STYLES)[number];

/**
 * The chosen language and body style of the send-message samples, and the tabs they give: requests
 * to this site's own API, so a copied sample runs once the token id and key are filled in.
 */
export function useSendMessageSample() {
  const [language, setLanguage] = useState('curl');
  const [styleId, setStyleId] = useState(FIRST_STYLE.id);
  const origin = useBrowserOrigin();
  const style = PAYLOAD_STYLES.find((s) => s.id === styleId) ?? FIRST_STYLE;
  return { language, setLanguage, style, setStyleId, tabs: sendMessageTabs(style, origin) };
}
