import { BlogMessages } from '@chatgate/contracts';
import { ButtonLink } from '../../components/button-link';
import { PageMeta } from '../../components/page-meta';

/** /blogs/{id} for an id that names no post (spec 2.6, 8). */
export function PostNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <PageMeta
        title={`${BlogMessages.notFound} | Chatgate`}
        description={BlogMessages.notFoundText}
        noIndex
      />
      <h1 className="font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
        {BlogMessages.notFound}
      </h1>
      <p className="mt-4 text-slate-600">{BlogMessages.notFoundText}</p>
      <ButtonLink to="/blogs" className="mt-8">
        Back to Blogs
      </ButtonLink>
    </div>
  );
}
