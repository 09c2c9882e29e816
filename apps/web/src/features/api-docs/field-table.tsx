import type { FieldDoc } from './catalogue/types';
import { DocList } from './doc-list';
import { RichText, SubHeading } from './doc-text';

/** The fields of a request part: name, whether it is required, type and rules. */
export function FieldTable({ title, fields }: { title: string; fields: FieldDoc[] }) {
  return (
    <div>
      <SubHeading>{title}</SubHeading>
      <DocList
        className="border-slate-100 border-y dark:border-slate-800"
        items={fields.map((field) => ({
          key: field.name,
          term: (
            <>
              <code className="break-words font-mono font-semibold text-slate-900 dark:text-slate-100">
                {field.name}
              </code>
              <span
                className={
                  field.required
                    ? 'ml-2 text-red-600 text-xs dark:text-red-400'
                    : 'ml-2 text-slate-500 text-xs dark:text-slate-400'
                }
              >
                {field.required ? 'required' : 'optional'}
              </span>
            </>
          ),
          description: (
            <>
              <code className="mr-2 break-all font-mono text-violet-700 text-xs dark:text-violet-300">
                {field.type}
              </code>
              <RichText text={field.rules} />
            </>
          ),
        }))}
      />
    </div>
  );
}
