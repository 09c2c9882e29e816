import { type ComponentProps, useId } from 'react';
import { FieldError } from '../../components/field-error';
import { SelectField } from '../../components/select-field';

type SelectWithErrorProps = ComponentProps<typeof SelectField> & { error?: string };

/** A SelectField with its error text under it, linked to the select. */
export function SelectWithError({ error, ...props }: SelectWithErrorProps) {
  const errorId = useId();
  return (
    <div className={props.className}>
      <SelectField
        {...props}
        className={undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}
