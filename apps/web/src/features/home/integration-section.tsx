import { ArrowRight, BookOpen } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';
import { PayloadStyleToggle } from '../../components/site/payload-style-toggle';
import { PAYLOAD_STYLES } from '../../components/site/payload-styles';
import { SendMessageTabs } from '../../components/site/send-message-tabs';
import { useSendMessageSample } from '../../components/site/use-send-message-sample';

/** Spec 2.3 Integration: a send-message request in eight languages (Node.js also with the SDK), in either body style. */
export function IntegrationSection() {
  const sample = useSendMessageSample();

  return (
    <section id="integration" aria-labelledby="integration-heading" className="scroll-mt-16 py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:px-8">
        <div>
          <p className="font-semibold text-emerald-700 text-sm">Integration</p>
          <h2 id="integration-heading" className="mt-2 font-bold text-3xl text-slate-900 tracking-tight">
            Send your first message in a few lines
          </h2>
          <p className="mt-4 text-slate-600 leading-7">
            One HTTP call from any language: your token id goes in the <code>insid</code> parameter and its
            API key in the <code>key</code> header. Replace both placeholders with the values from your
            dashboard, and run it. In Node.js, the official SDK <code>@chatgate/sdk</code> makes the same call
            typed, with rate limits retried; plain <code>fetch</code> is beside it.
          </p>
          <div className="mt-6">
            <PayloadStyleToggle
              styles={PAYLOAD_STYLES}
              selected={sample.style.id}
              onSelect={sample.setStyleId}
            />
            <p className="mt-2 text-slate-500 text-sm">Both bodies are accepted; pick the one you prefer.</p>
          </div>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to="/dashboard/apiDocs" variant="secondary">
              <BookOpen aria-hidden="true" className="size-4" />
              Read the API docs
            </ButtonLink>
            <ButtonLink to="/auth/signup">
              Get your API key
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          </div>
        </div>
        <SendMessageTabs sample={sample} />
      </div>
    </section>
  );
}
