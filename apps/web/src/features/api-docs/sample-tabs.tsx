import type { EndpointDoc } from './catalogue/types';
import { CodeTabs } from './code-tabs';
import { useSampleLanguage } from './sample-language';
import { SAMPLE_LANGUAGES } from './samples/languages';
import { sampleRequest } from './samples/sample-request';

/** An endpoint's request in the eight languages, generated from its one sample description. */
export function SampleTabs({ endpoint, baseUrl }: { endpoint: EndpointDoc; baseUrl: string }) {
  const { language, setLanguage } = useSampleLanguage();
  const request = sampleRequest(endpoint, baseUrl);
  const tabs = SAMPLE_LANGUAGES.map(({ id, label, generate }) => ({ id, label, code: generate(request) }));
  return (
    <CodeTabs
      label={`${endpoint.method} ${endpoint.path}: code samples`}
      tabs={tabs}
      selected={language}
      onSelect={setLanguage}
    />
  );
}
