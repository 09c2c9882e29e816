/** The integration languages of spec 2.3, in order: what their tabs and saved files are called. */
export const SAMPLE_LANGUAGE_NAMES = [
  { id: 'curl', label: 'cURL', extension: 'sh' },
  { id: 'node', label: 'Node.js', extension: 'mjs' },
  { id: 'python', label: 'Python', extension: 'py' },
  { id: 'php', label: 'PHP', extension: 'php' },
  { id: 'java', label: 'Java', extension: 'java', fileName: 'Main.java' },
  { id: 'objective-c', label: 'Objective-C', extension: 'm' },
  { id: 'go', label: 'Go', extension: 'go' },
  { id: 'ruby', label: 'Ruby', extension: 'rb' },
] as const satisfies readonly SampleLanguageName[];

export type SampleLanguageId = (typeof SAMPLE_LANGUAGE_NAMES)[number]['id'];

export interface SampleLanguageName {
  id: string;
  /** The tab's name (spec 2.3). */
  label: string;
  /** Of the file a sample is saved as, without the dot. */
  extension: string;
  /** The file name the language insists on, whatever the sample is about (Java: its public class). */
  fileName?: string;
}

/** The name to save a sample of the language as, e.g. send-message.mjs for the stem send-message. */
export function sampleFileName(language: SampleLanguageName, stem: string): string {
  return language.fileName ?? `${stem}.${language.extension}`;
}
