import { columnLetter, type SheetPreview } from '@chatgate/contracts';
import { tableCellClassName as cell, DataTable } from '../../components/data-table';
import { cn } from '../../lib/cn';
import { columnLabel } from './column-mapping';

const count = (n: number) => n.toLocaleString('en-US');

/** The headers and first rows of a tab or file, each column named "B · Message", with the row count. */
export function PreviewTable({ preview, name }: { preview: SheetPreview; name: string }) {
  const { headers, rows, rowCount } = preview;
  if (headers.length === 0) return null;
  const columns = ['Row', ...headers.map((_, index) => columnLabel(headers, index))];
  return (
    <div className="overflow-hidden rounded-xl ring-1 ring-slate-200 dark:ring-slate-800">
      <p className="border-slate-100 border-b px-5 py-3 text-slate-600 text-sm dark:border-slate-800 dark:text-slate-400">
        <span className="font-semibold text-slate-900 dark:text-white">{name}</span>:{' '}
        {rowCount === 1 ? '1 row' : `${count(rowCount)} rows`} under the header row
        {rows.length < rowCount ? `, the first ${count(rows.length)} shown` : ''}.
      </p>
      <DataTable columns={columns} label={`Preview of ${name}`} minWidthClassName="min-w-full">
        {rows.map((cells, index) => {
          const rowNumber = index + 2;
          return (
            <tr key={rowNumber}>
              <td className={cn(cell, 'text-slate-500 tabular-nums dark:text-slate-400')}>{rowNumber}</td>
              {headers.map((_, column) => {
                const value = cells[column] ?? '';
                return (
                  <td
                    key={columnLetter(column)}
                    title={value}
                    className={cn(cell, 'max-w-64 truncate text-slate-800 dark:text-slate-200')}
                  >
                    {value}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
