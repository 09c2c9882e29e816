import { ButtonLink } from '../components/button-link';
import { PageMeta } from '../components/page-meta';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageMeta
        title="Page not found | Chatgate"
        description="Sorry, we couldn't find the page you're looking for."
        noIndex
      />
      <p className="font-semibold text-emerald-700 text-sm dark:text-emerald-400">404</p>
      <h1 className="mt-2 font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl dark:text-white">
        Page not found
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-400">
        Sorry, we couldn't find the page you're looking for.
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/">Go back home</ButtonLink>
        <ButtonLink to="/contactus" variant="secondary">
          Contact support
        </ButtonLink>
      </div>
    </div>
  );
}
