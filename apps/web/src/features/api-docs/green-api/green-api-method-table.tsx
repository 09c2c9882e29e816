import type { GreenApiMethodMapping } from '@chatgate/contracts';
import { DataTable, tableCellClassName } from '../../../components/data-table';
import { Code, RichText } from '../doc-text';

/** One family of Green-API methods beside the Chatgate calls they translate to. */
export function GreenApiMethodTable({
  family,
  methods,
}: {
  family: string;
  methods: GreenApiMethodMapping[];
}) {
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-slate-800">
      <DataTable columns={['Green-API method', 'Chatgate call', 'Note']} label={`${family} methods`}>
        {methods.map((row) => (
          <tr key={row.method} className="align-top">
            <td className={`${tableCellClassName} w-1/4`}>
              <Code>{row.method}</Code>
            </td>
            <td className={`${tableCellClassName} w-2/5`}>
              {row.chatgate ? <Code>{row.chatgate}</Code> : <span className="text-slate-500">none</span>}
            </td>
            <td className={`${tableCellClassName} text-slate-600 dark:text-slate-400`}>
              <RichText text={row.note ?? ''} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
