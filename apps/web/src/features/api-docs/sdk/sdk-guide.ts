import readme from '@chatgate/sdk/README.md?raw';
import { RAW_HTTP_STEPS, type SdkStepId } from './raw-http-steps';
import { type ReadmeSection, readmeSection } from './readme-section';

/** The README's own example address, shown as this site's. */
const README_ORIGIN = 'https://chatgate.example.com';
const README_TITLE = '# @chatgate/sdk';

export interface SdkStep {
  id: SdkStepId;
  title: string;
  /** The README's text and code for the step. */
  sdk: ReadmeSection;
  /** The same without the SDK. */
  raw: string;
}

/** Each step, with the README heading it is taken from. */
const STEPS: Array<{ id: SdkStepId; title: string; heading: string }> = [
  { id: 'install', title: 'Install', heading: README_TITLE },
  { id: 'client', title: 'Set up the client', heading: '## The client' },
  { id: 'send', title: 'Send a message', heading: '### Sending a message' },
  { id: 'status', title: 'Read its status', heading: "### A message's status" },
  { id: 'events', title: 'Iterate the events', heading: '### The event log' },
  { id: 'webhooks', title: 'Verify webhooks', heading: '### Webhooks' },
];

/**
 * The SDK guide of the API docs, read from the package's README (one text for npm and for this
 * page), each step beside raw HTTP against the API at `baseUrl` (…/api/v1).
 */
export function sdkGuide(baseUrl: string, markdown: string = readme) {
  const origin = baseUrl.replace(/\/api\/v1$/, '');
  return {
    /** What the SDK is: the README's first paragraph. */
    intro: readmeSection(markdown, README_TITLE).paragraphs,
    steps: STEPS.map(({ id, title, heading }): SdkStep => {
      const section = readmeSection(markdown, heading);
      return {
        id,
        title,
        // The README's title paragraph is the guide's intro, not the install step's text.
        sdk: {
          paragraphs: id === 'install' ? [] : section.paragraphs,
          code: section.code.replaceAll(README_ORIGIN, origin),
        },
        raw: RAW_HTTP_STEPS[id](baseUrl),
      };
    }),
  };
}
