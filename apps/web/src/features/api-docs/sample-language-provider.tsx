import { type ReactNode, useMemo, useState } from 'react';
import { SAMPLE_LANGUAGES } from '../../lib/code-samples/languages';
import { SampleLanguageContext } from './sample-language';

/**
 * Holds the chosen sample language. The state lives here rather than in the page, so a new
 * language re-renders only the samples that read it, not the whole page around them.
 */
export function SampleLanguageProvider({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState(SAMPLE_LANGUAGES[0]?.id ?? 'curl');
  const value = useMemo(() => ({ language, setLanguage }), [language]);
  return <SampleLanguageContext value={value}>{children}</SampleLanguageContext>;
}
