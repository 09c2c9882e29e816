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
}

/** The integration languages of spec 2.3, in order, each with its sample generator. */
export const SAMPLE_LANGUAGES: SampleLanguage[] = [
  { id: 'curl', label: 'cURL', generate: curlSample },
  { id: 'node', label: 'Node.js', generate: nodeSample },
  { id: 'python', label: 'Python', generate: pythonSample },
  { id: 'php', label: 'PHP', generate: phpSample },
  { id: 'java', label: 'Java', generate: javaSample },
  { id: 'objective-c', label: 'Objective-C', generate: objectiveCSample },
  { id: 'go', label: 'Go', generate: goSample },
  { id: 'ruby', label: 'Ruby', generate: rubySample },
];
