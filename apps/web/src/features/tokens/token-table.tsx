import type { InstanceRow } from '@chatgate/contracts';
import { TokenRow } from './token-row';

const COLUMNS = ['Department Name', 'Status', 'Connection', 'Actions'];

/**
 * The connection token table (spec 2.8). Where its card is narrower than 48rem (a phone, a
 * tablet, or a laptop with the side bar open) the heading row goes and each token is a stacked
 * block (name, then status and connection, then its actions, then its QR): the columns never get
 * so narrow that buttons wrap their labels, and nothing needs scrolling sideways.
 */
export function TokenTable({ uuid, rows }: { uuid: string; rows: InstanceRow[] }) {
  return (
    // Positioned, so the screen-reader-only labels of the row buttons stay inside the scroll area
    // instead of widening the page on a phone (as DataTable does). A stacked row's heading row is
    // hidden from sight only, so screen readers still name each cell's column.
    <div className="@container relative overflow-x-auto">
      <table className="w-full text-sm @max-3xl:block">
        <thead className="bg-slate-50 text-left text-slate-500 text-xs uppercase tracking-wide @max-3xl:sr-only dark:bg-slate-800/60 dark:text-slate-400">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-medium">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((row) => (
          <tbody
            key={row.insid}
            className="border-slate-100 border-t @max-3xl:block @max-3xl:first-of-type:border-t-0 dark:border-slate-800"
          >
            <TokenRow uuid={uuid} row={row} tokenCount={rows.length} />
          </tbody>
        ))}
      </table>
    </div>
  );
}
