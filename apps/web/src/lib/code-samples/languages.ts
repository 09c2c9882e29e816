import { SAMPLE_GENERATORS, type SampleGenerator } from './generators';
import { SAMPLE_LANGUAGE_NAMES, type SampleLanguageName } from './language-list';

export { sampleFileName } from './language-list';

export interface SampleLanguage extends SampleLanguageName {
  generate: SampleGenerator;
}

/** The integration languages of spec 2.3, in order, each with its sample generator. */
export const SAMPLE_LANGUAGES: SampleLanguage[] = SAMPLE_LANGUAGE_NAMES.map((language) => ({
  ...language,
  generate: SAMPLE_GENERATORS[language.id],
}));
