import { WEBHOOK_EVENT_TYPES } from '@chatgate/contracts';
import { useId } from 'react';
import { CheckboxField } from '../../components/checkbox-field';
import { FieldError } from '../../components/field-error';
import { labelClassName } from '../../components/field-frame';
import { EVENT_DESCRIPTIONS, type WebhookEventType } from './event-types';

interface EventCheckboxesProps {
  value: WebhookEventType[];
  onChange: (events: WebhookEventType[]) => void;
  error?: string;
}

/** One checkbox per event type, each with what it means, in the contract's order. */
export function EventCheckboxes({ value, onChange, error }: EventCheckboxesProps) {
  const errorId = useId();
  const toggle = (type: WebhookEventType, on: boolean) =>
    onChange(WEBHOOK_EVENT_TYPES.filter((t) => (t === type ? on : value.includes(t))));
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={labelClassName}>Events</legend>
      <div className="space-y-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <CheckboxField
            key={type}
            checked={value.includes(type)}
            onCheckedChange={(on) => toggle(type, on)}
            label={
              <>
                <span className="font-medium font-mono text-slate-900 dark:text-slate-100">{type}</span>
                <span className="block text-slate-600 dark:text-slate-400">{EVENT_DESCRIPTIONS[type]}</span>
              </>
            }
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
