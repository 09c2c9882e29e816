import { columnOptions } from './column-mapping';
import { SelectWithError } from './select-with-error';

interface PhoneColumnFieldProps {
  value: number | undefined;
  onChange: (column: number | undefined) => void;
  /** The chosen tab's headers; undefined while they load or before a tab is chosen. */
  headers: string[] | undefined;
  /** Why there are no headers yet, shown as the only option. */
  waitingText: string;
  error?: string;
}

/** The column of the tab that holds the phone number, shown as "B · Phone". */
export function PhoneColumnField({ value, onChange, headers, waitingText, error }: PhoneColumnFieldProps) {
  const options = headers ? columnOptions(headers) : [];
  const empty = !headers ? waitingText : value === undefined ? 'Choose a column' : null;
  return (
    <SelectWithError
      label="Phone number column"
      value={headers && value !== undefined ? String(value) : ''}
      options={empty ? [{ value: '', label: empty }, ...options] : options}
      onChange={(next) => onChange(next === '' ? undefined : Number(next))}
      disabled={!headers}
      error={error}
    />
  );
}
