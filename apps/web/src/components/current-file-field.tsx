import { Paperclip } from 'lucide-react';
import { cn } from '../lib/cn';
import { CheckboxField } from './checkbox-field';

interface CurrentFileFieldProps {
  /** What the file is to the item: "Attachment", "Featured image". */
  label: string;
  /** The name it was uploaded with (an image may show itself instead). */
  name?: string;
  /** An image's address, to show it small. */
  imageSrc?: string;
  /** Whether saving removes it. */
  remove: boolean;
  onRemoveChange: (remove: boolean) => void;
}

/**
 * An edit form's stored file: its name and a box to remove it on save. Choosing a new file in
 * the picker below replaces it anyway.
 */
export function CurrentFileField({ label, name, imageSrc, remove, onRemoveChange }: CurrentFileFieldProps) {
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <p className="font-medium text-slate-700 text-sm dark:text-slate-300">Current {label.toLowerCase()}</p>
      {imageSrc && (
        <img
          src={imageSrc}
          alt={`Current ${label.toLowerCase()}`}
          className={cn(
            'mt-2 aspect-[40/21] w-48 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200',
            remove && 'opacity-40',
          )}
        />
      )}
      {name && (
        <p className="mt-1 flex min-w-0 items-center gap-2 text-slate-600 text-sm dark:text-slate-300">
          <Paperclip aria-hidden="true" className="size-4 shrink-0" />
          <span className={cn('truncate', remove && 'line-through')}>{name}</span>
        </p>
      )}
      <CheckboxField
        className="mt-2"
        label={`Remove the ${label.toLowerCase()} when saving`}
        checked={remove}
        onCheckedChange={onRemoveChange}
      />
    </div>
  );
}
