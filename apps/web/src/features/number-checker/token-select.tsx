import type { InstanceRow } from '@chatgate/contracts';
import { useId } from 'react';
import { labelClassName } from '../../components/field-frame';
import { inputClassName, inputStateClassName } from '../../components/text-field';
import { cn } from '../../lib/cn';

interface TokenSelectProps {
  tokens: InstanceRow[];
  value: string;
  onChange: (insid: string) => void;
}

/** Picks one of the connected tokens, shown by department name and linked phone. */
export function TokenSelect({ tokens, value, onChange }: TokenSelectProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClassName}>
        Token
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClassName, inputStateClassName())}
      >
        <option value="">Select a token</option>
        {tokens.map((token) => (
          <option key={token.insid} value={token.insid}>
            {token.instanceName}
            {token.wid ? ` (+${token.wid})` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}
