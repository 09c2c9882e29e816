import { type Ref, useRef } from 'react';
import { TextareaField } from '../../components/textarea-field';
import { PlaceholderButtons } from './placeholder-buttons';
import { insertAt } from './template-text';

interface TemplateFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** The form's ref (focus on error). */
  fieldRef: Ref<HTMLTextAreaElement>;
  error?: string;
  /** The tab's headers, offered as {{placeholders}}. */
  headers: string[];
}

/** The message template, with buttons that insert a column's {{placeholder}} at the cursor. */
export function TemplateField({ value, onChange, onBlur, fieldRef, error, headers }: TemplateFieldProps) {
  const area = useRef<HTMLTextAreaElement | null>(null);

  function insert(placeholder: string) {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    const next = insertAt(value, start, end, placeholder);
    onChange(next.text);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  }

  return (
    <div className="space-y-3">
      <TextareaField
        label="Message"
        rows={5}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        ref={(element) => {
          area.current = element;
          if (typeof fieldRef === 'function') fieldRef(element);
          else if (fieldRef) fieldRef.current = element;
        }}
        placeholder="Hi {{Name}}, your order {{Order}} is confirmed."
        hint="Write {{Column name}} to put in the row's value of that column."
        error={error}
      />
      <PlaceholderButtons headers={headers} onInsert={insert} />
    </div>
  );
}
