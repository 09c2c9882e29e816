import { CodeBlock } from '../../components/code-frame';
import { DocSection } from './doc-section';
import { Code, Prose } from './doc-text';
import { ReferenceLink } from './reference-link';

/** Base URL, formats and the link to the interactive reference. */
export function OverviewSection({ baseUrl }: { baseUrl: string }) {
  return (
    <DocSection id="overview" title="Overview">
      <Prose>
        <p>
          The Chatgate API sends and receives WhatsApp messages through your tokens. Each token is one
          connected phone number. Requests and answers are JSON (<Code>Content-Type: application/json</Code>),
          under this base URL:
        </p>
      </Prose>
      <CodeBlock caption="Base URL" code={baseUrl} />
      <Prose>
        <p>
          Every path below is relative to it. The same API is described as OpenAPI 3.1, which you can try from
          the browser:{' '}
          <ReferenceLink className="inline-flex items-center gap-1">
            Open the interactive API reference
          </ReferenceLink>
          .
        </p>
      </Prose>
    </DocSection>
  );
}
