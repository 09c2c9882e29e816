import { createContext, useContext } from 'react';

export interface SampleLanguageState {
  language: string;
  setLanguage: (id: string) => void;
}

/** The language chosen in any sample's tabs; every sample on the page follows it. */
export const SampleLanguageContext = createContext<SampleLanguageState | null>(null);

export function useSampleLanguage(): SampleLanguageState {
  const value = useContext(SampleLanguageContext);
  if (!value) throw new Error('useSampleLanguage must be used inside SampleLanguageContext');
  return value;
}
