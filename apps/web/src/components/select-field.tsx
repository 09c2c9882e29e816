import { type ComponentProps, useId } from 'react';
import { cn } from '../lib/cn';
import { labelClassName } from './field-frame';
import { inputClassName, inputStateClassName } from './text-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'onChange' | 'value' | 'children'> {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}

/** A labelled native select over a list of options. */
export function SelectField({ label, value, options, onChange, className, id, ...rest }: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={labelClassName}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(inputClassName, inputStateClassName(), 'pr-8')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
