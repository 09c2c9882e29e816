import type { InstanceRow } from '@chatgate/contracts';
import { SelectField } from '../../components/select-field';
import { tokenLabel } from '../../lib/use-user-tokens';
import { LevelFilter } from './level-filter';
import type { LogFilter } from './logs-query';

interface LogsFiltersProps {
  tokens: InstanceRow[];
  insid: string;
  onInsidChange: (insid: string) => void;
  level: LogFilter;
  onLevelChange: (level: LogFilter) => void;
}

/** Which token (or all of them) and which level the table shows. */
export function LogsFilters({ tokens, insid, onInsidChange, level, onLevelChange }: LogsFiltersProps) {
  const options = [
    { value: '', label: 'All tokens' },
    ...tokens.map((token) => ({ value: token.insid, label: tokenLabel(token) })),
  ];
  return (
    <div className="flex flex-col gap-4 border-slate-100 border-b px-5 py-4 md:flex-row md:items-end dark:border-slate-800">
      <SelectField
        label="Token"
        value={insid}
        options={options}
        onChange={onInsidChange}
        className="md:w-72"
      />
      <LevelFilter value={level} onChange={onLevelChange} />
    </div>
  );
}
