import type { ColumnMapping } from '@chatgate/contracts';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import {
  columnOf,
  columnOptions,
  guessMapping,
  type SourceKind,
  statusOptions,
  withColumn,
} from './column-mapping';

interface MappingFormProps {
  headers: string[];
  kind: SourceKind;
  /** The dry run is being made. */
  checking: boolean;
  onCheck: (mapping: ColumnMapping) => void;
}

const value = (column: number | null) => (column === null ? '' : String(column));

/** Which column holds the phone, the message, the media link and (for a sheet) where statuses go. */
export function MappingForm({ headers, kind, checking, onCheck }: MappingFormProps) {
  const [mapping, setMapping] = useState(() => guessMapping(headers, kind));
  const columns = columnOptions(headers);
  const set = (role: keyof ColumnMapping) => (next: string) =>
    setMapping((current) => withColumn(current, role, columnOf(next)));

  return (
    <form
      noValidate
      aria-label="Columns"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        onCheck(mapping);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          label="Phone number"
          value={value(mapping.phone)}
          options={columns}
          onChange={set('phone')}
        />
        <SelectField
          label="Message"
          value={value(mapping.message)}
          options={columns}
          onChange={set('message')}
        />
        <SelectField
          label="Media link (optional)"
          value={value(mapping.media)}
          options={[{ value: '', label: 'None' }, ...columns]}
          onChange={set('media')}
        />
        {kind === 'sheet' && (
          <SelectField
            label="Status column"
            value={value(mapping.status)}
            options={statusOptions(headers, mapping)}
            onChange={set('status')}
          />
        )}
      </div>
      <p className="text-slate-600 text-sm leading-6 dark:text-slate-400">
        Phone numbers are digits only, with the country code (e.g. 919812345678). A media link is an https://
        address of an image, video or document sent with the message.
        {kind === 'sheet' &&
          ' Each row’s status (sent, delivered, read or failed) is written to the status column as it changes.'}
      </p>
      <Button type="submit" loading={checking}>
        <ListChecks aria-hidden="true" className="size-4" />
        Check rows
      </Button>
    </form>
  );
}
