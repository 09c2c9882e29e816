import { API_BASE } from '../../lib/api-base';
import type { SampleGenerator } from '../../lib/code-samples/generators';
import {
  SAMPLE_LANGUAGE_NAMES,
  type SampleLanguageId,
  sampleFileName,
} from '../../lib/code-samples/language-list';
import type { nodeSdkSendText } from '../../lib/code-samples/node-sdk';
import { sampleRequest } from '../../lib/code-samples/sample-request';
import type { CodeTab } from '../code-tabs';
import type { PayloadStyle } from './payload-styles';

/** The generators the tabs have so far: the page comes with cURL's, the rest follow on demand. */
export interface LoadedGenerators {
  /** Each language's raw HTTP sample. */
  http: Partial<Record<SampleLanguageId, SampleGenerator>>;
  /** The Node.js tab's other way: the official SDK. */
  nodeSdk?: typeof nodeSdkSendText;
}

/**
 * The send-message request of a payload style to the API at `origin`, in each integration
 * language: a tab for each, with code where its generator is loaded. The Node.js tab shows the
 * SDK first and raw HTTP (fetch) beside it.
 */
export function sendMessageTabs(
  style: PayloadStyle,
  origin: string,
  generators: LoadedGenerators,
): CodeTab[] {
  const request = sampleRequest(
    { method: 'POST', path: '/send/text', body: style.body },
    `${origin}${API_BASE}`,
  );
  return SAMPLE_LANGUAGE_NAMES.map((language) => {
    const tab = {
      id: language.id,
      label: language.label,
      code: generators.http[language.id]?.(request) ?? '',
      caption: sampleFileName(language, 'send-message'),
    };
    if (language.id !== 'node') return tab;
    const sdk = generators.nodeSdk?.(style.body, origin) ?? '';
    return {
      ...tab,
      variants: [
        { id: 'sdk', label: '@chatgate/sdk', code: sdk, caption: tab.caption },
        { id: 'fetch', label: 'fetch', code: tab.code, caption: tab.caption },
      ],
    };
  });
}
