import { STAFF_ROLES } from '@chatgate/contracts';
import { Card } from '../../components/card';
import { RoleGate } from '../../components/role-gate';
import { NewsForm } from './news-create-form';
import { NEWS_TEXTS, type NewsKind } from './news-kinds';

const DESCRIPTIONS: Record<NewsKind, string> = {
  announcement: 'Write a message for the users you choose; each of them is notified.',
  broadcast: 'Write a message for every user of Chatgate.',
};

/** The creation page of an announcement or a broadcast: Admin and CRM only (spec 5, 6). */
export function CreateNewsPage({ kind }: { kind: NewsKind }) {
  const texts = NEWS_TEXTS[kind];
  return (
    <RoleGate roles={STAFF_ROLES}>
      <div className="mx-auto w-full max-w-3xl space-y-6">
        <div>
          <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">
            {texts.createTitle}
          </h1>
          <p className="mt-1 text-slate-600 text-sm dark:text-slate-400">{DESCRIPTIONS[kind]}</p>
        </div>
        <Card title={`${texts.singular} Details`}>
          <NewsForm kind={kind} />
        </Card>
      </div>
    </RoleGate>
  );
}
