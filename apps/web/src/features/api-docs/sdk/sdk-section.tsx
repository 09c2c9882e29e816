import { useMemo } from 'react';
import { CodeBlock } from '../../../components/code-frame';
import { DocSection } from '../doc-section';
import { Prose, RichText } from '../doc-text';
import { sdkGuide } from './sdk-guide';

/** The TypeScript SDK: install, set up, send, read, iterate, verify; each beside raw HTTP. */
export function SdkSection({ baseUrl }: { baseUrl: string }) {
  const guide = useMemo(() => sdkGuide(baseUrl), [baseUrl]);
  return (
    <DocSection id="sdk" title="TypeScript SDK" intro={<RichText text={guide.intro.join(' ')} />}>
      <ol className="space-y-6">
        {guide.steps.map((step, index) => (
          <li
            key={step.id}
            className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
          >
            <h3 id={`sdk-${step.id}-title`} className="font-semibold text-slate-900 dark:text-white">
              <span className="mr-2 text-emerald-700 dark:text-emerald-400">{index + 1}.</span>
              {step.title}
            </h3>
            {step.sdk.paragraphs.length > 0 && (
              <Prose>
                {step.sdk.paragraphs.map((paragraph) => (
                  <p key={paragraph}>
                    <RichText text={paragraph} />
                  </p>
                ))}
              </Prose>
            )}
            <div className="space-y-3">
              <CodeBlock caption="With @chatgate/sdk" code={step.sdk.code} />
              <CodeBlock caption="Raw HTTP (fetch)" code={step.raw} />
            </div>
          </li>
        ))}
      </ol>
    </DocSection>
  );
}
