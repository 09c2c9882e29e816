import { useMemo } from 'react';
import { CodeTabs } from '../../components/code-tabs';
import { SAMPLE_LANGUAGES } from '../../lib/code-samples/languages';
import { sampleRequest } from '../../lib/code-samples/sample-request';
import type { EndpointDoc } from './catalogue/types';
import { endpointCall } from './endpoint-call';
import { useSampleLanguage } from './sample-language';

/** An endpoint's request in the eight languages, generated from its one sample description. */
export function SampleTabs({ endpoint, baseUrl }: { endpoint: EndpointDoc; baseUrl: string }) {
  const { language, setLanguage } = useSampleLanguage();
  const request = useMemo(() => sampleRequest(endpointCall(endpoint), baseUrl), [endpoint, baseUrl]);
  // Only the shown tab's code is read: each is generated when read, not all eight on every render.
  const tabs = SAMPLE_LANGUAGES.map(({ id, label, generate }) => ({
    id,
    label,
    get code() {
      return generate(request);
    },
  }));
  return (
    <CodeTabs
      label={`${endpoint.method} ${endpoint.path}: code samples`}
      tabs={tabs}
      selected={language}
      onSelect={setLanguage}
    />
  );
}
