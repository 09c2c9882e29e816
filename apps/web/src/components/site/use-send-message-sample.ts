import { useCallback, useState } from 'react';
import { curlSample } from '../../lib/code-samples/curl';
import type { SampleLanguageId } from '../../lib/code-samples/language-list';
import { useBrowserOrigin } from '../../lib/use-browser-origin';
import { PAYLOAD_STYLES } from './payload-styles';
import { type LoadedGenerators, sendMessageTabs } from './send-message-samples';

const FIRST_STYLE = PAYLOAD_STYLES[0] as (typeof PAYLOAD_STYLES)[number];

let allGenerators: Promise<LoadedGenerators> | undefined;
/** The other languages' generators: fetched once a visitor reaches for the tabs, not with the page. */
const loadAllGenerators = () => {
  allGenerators ??= import('./all-send-message-generators').then((m) => m.ALL_SEND_MESSAGE_GENERATORS);
  return allGenerators;
};

/**
 * The chosen language and body style of the send-message samples, and the tabs they give: requests
 * to this site's own API, so a copied sample runs once the token id and key are filled in. The
 * page opens on cURL; choosing another language shows it once its generator has arrived, which
 * `prefetch` (pointer or focus on the tabs) starts early.
 */
export function useSendMessageSample() {
  const [language, setChosen] = useState<string>('curl');
  const [styleId, setStyleId] = useState(FIRST_STYLE.id);
  const [generators, setGenerators] = useState<LoadedGenerators>({ http: { curl: curlSample } });
  const origin = useBrowserOrigin();
  const style = PAYLOAD_STYLES.find((s) => s.id === styleId) ?? FIRST_STYLE;
  const prefetch = useCallback(() => {
    void loadAllGenerators().then(setGenerators);
  }, []);
  const setLanguage = (id: string) => {
    if (generators.http[id as SampleLanguageId]) setChosen(id);
    else
      void loadAllGenerators().then((all) => {
        setGenerators(all);
        setChosen(id);
      });
  };
  return {
    language,
    setLanguage,
    prefetch,
    style,
    setStyleId,
    tabs: sendMessageTabs(style, origin, generators),
  };
}
