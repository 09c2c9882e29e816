import { curlSample } from './curl';
import { goSample } from './go';
import { javaSample } from './java';
import { nodeSample } from './node';
import { objectiveCSample } from './objective-c';
import { phpSample } from './php';
import { pythonSample } from './python';
import { rubySample } from './ruby';
import type { SampleRequest } from './sample-request';

export interface SampleLanguage {
  id: string;
  /** The tab's name (spec 2.3). */
  label: string;
  generate: (request: SampleRequest) => string;
  /** Of the file a sample is saved as, without the dot. */
  extension: string;
  /** The file name the language insists on, whatever the sample is about (Java: its public class). */
  fileName?: string;
}

/** The integration languages of spec 2.3, in order, each with its sample generator. */
export const SAMPLE_LANGUAGES: SampleLanguage[] = [
  { id: 'curl', label: 'cURL', generate: curlSample, extension: 'sh' },
  { id: 'node', label: 'Node.js', generate: nodeSample, extension: 'mjs' },
  { id: 'python', label: 'Python', generate: pythonSample, extension: 'py' },
  { id: 'php', label: 'PHP', generate: phpSample, extension: 'php' },
  { id: 'java', label: 'Java', generate: javaSample, extension: 'java', fileName: 'Main.java' },
  { id: 'objective-c', label: 'Objective-C', generate: objectiveCSample, extension: 'm' },
  { id: 'go', label: 'Go', generate: goSample, extension: 'go' },
  { id: 'ruby', label: 'Ruby', generate: rubySample, extension: 'rb' },
];

/** The name to save a sample of the language as, e.g. send-message.mjs for the stem send-message. */
export function sampleFileName(language: SampleLanguage, stem: string): string {
  return language.fileName ?? `${stem}.${language.extension}`;
}
