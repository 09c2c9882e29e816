import { STAFF_ROLES } from '@chatgate/contracts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { LoadingText } from '../../components/loading-text';
import { RoleGate } from '../../components/role-gate';
import { errorMessage, isApiError } from '../../lib/api-error';
import { Link, useSearchParams } from '../../lib/router';
import { newsApi } from './api';
import { NewsForm } from './news-create-form';
import { NEWS_TEXTS, type NewsKind, newsKeys } from './news-kinds';

function EditNews({ kind, id }: { kind: NewsKind; id: string }) {
  const texts = NEWS_TEXTS[kind];
  const item = useQuery({
    queryKey: newsKeys.item(kind, id),
    enabled: id !== '',
    queryFn: ({ signal }) => newsApi.get(kind, id, signal),
  });
  if (!id || (item.isError && isApiError(item.error) && item.error.status === 404)) {
    return <Alert tone="error">{texts.notFound}</Alert>;
  }
  if (item.isError) {
    return (
      <Alert tone="error">
        {errorMessage(item.error, `The ${texts.singular.toLowerCase()} could not be loaded.`)}
      </Alert>
    );
  }
  if (!item.data) return <LoadingText />;
  return (
    <Card title={`${texts.singular} Details`}>
      {/* Keyed by the item: the form's fields start from what it was loaded with. */}
      <NewsForm key={item.data.id} kind={kind} item={item.data} />
    </Card>
  );
}

/** /dashboard/edit-announcement?id= and /dashboard/edit-broadcast?id=: Admin and CRM, as the server decides. */
export function EditNewsPage({ kind }: { kind: NewsKind }) {
  const texts = NEWS_TEXTS[kind];
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() ?? '';
  return (
    <RoleGate roles={STAFF_ROLES}>
      <div className="mx-auto w-full max-w-3xl space-y-6">
        <Link
          to={id ? texts.link(Number(id)) : texts.listPath}
          className="inline-flex items-center gap-1.5 font-medium text-emerald-800 text-sm hover:underline dark:text-emerald-300"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the {texts.singular.toLowerCase()}
        </Link>
        <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
          {texts.editTitle}
        </h1>
        <EditNews kind={kind} id={id} />
      </div>
    </RoleGate>
  );
}
