import { SAMPLE_GENERATORS } from '../../lib/code-samples/generators';
import { nodeSdkSendText } from '../../lib/code-samples/node-sdk';
import type { LoadedGenerators } from './send-message-samples';

/** Every generator the send-message tabs use: loaded together once a visitor reaches for the tabs. */
export const ALL_SEND_MESSAGE_GENERATORS: LoadedGenerators = {
  http: SAMPLE_GENERATORS,
  nodeSdk: nodeSdkSendText,
};
