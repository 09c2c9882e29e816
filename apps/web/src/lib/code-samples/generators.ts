import { curlSample } from './curl';
import { goSample } from './go';
import { javaSample } from './java';
import type { SampleLanguageId } from './language-list';
import { nodeSample } from './node';
import { objectiveCSample } from './objective-c';
import { phpSample } from './php';
import { pythonSample } from './python';
import { rubySample } from './ruby';
import type { SampleRequest } from './sample-request';

export type SampleGenerator = (request: SampleRequest) => string;

/** Each integration language's sample generator. */
export const SAMPLE_GENERATORS: Record<SampleLanguageId, SampleGenerator> = {
  curl: curlSample,
  node: nodeSample,
  python: pythonSample,
  php: phpSample,
  java: javaSample,
  'objective-c': objectiveCSample,
  go: goSample,
  ruby: rubySample,
};
