import { ArrowRight } from 'lucide-react';
import { ButtonLink } from '../../components/button-link';

interface CtaBandProps {
  title: string;
  text: string;
}

/** The closing call to action of a service page: Start Free Trial and Contact Sales. */
export function CtaBand({ title, text }: CtaBandProps) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-emerald-900 px-6 py-12 text-center shadow-lg sm:px-12">
        <h2 id="cta-heading" className="font-bold text-3xl text-white tracking-tight">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-emerald-50 text-lg leading-8">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to="/auth/signup" size="lg" variant="secondary">
            Start Free Trial
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
          <ButtonLink
            to="/contactus"
            size="lg"
            className="bg-transparent text-white ring-1 ring-white/70 ring-inset hover:bg-emerald-800"
          >
            Contact Sales
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
