import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { FieldError } from '../../components/field-error';
import { LoadingText } from '../../components/loading-text';
import { RetryAlert } from '../../components/retry-alert';
import { TextField } from '../../components/text-field';
import { newsApi } from './api';
import { filterUsers, selectedAmong, toggleIds, userLabel } from './news-form';
import { newsKeys } from './news-kinds';

interface RecipientPickerProps {
  value: string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The users an announcement goes to (GET /auth/fetchUsers): a searchable list of checkboxes. */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const users = useQuery({ queryKey: newsKeys.users, queryFn: ({ signal }) => newsApi.users(signal) });
  const shown = filterUsers(users.data ?? [], search);
  const shownIds = shown.map((user) => user.uuid);
  // Each button is enabled only when it would change something among the users shown.
  const chosenShown = selectedAmong(value, shownIds);
  const errorId = `${id}-error`;

  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      <legend className="mb-1.5 font-medium text-slate-700 text-sm dark:text-slate-300">Recipients</legend>
      {users.isPending && <LoadingText />}
      {users.isError && (
        <RetryAlert
          title="The users could not be loaded."
          error={users.error}
          onRetry={() => users.refetch()}
        />
      )}
      {users.data && (
        <>
          <TextField
            label="Search users"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            hint={`${value.length} of ${users.data.length} users selected`}
          />
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={chosenShown === shown.length}
              onClick={() => onChange(toggleIds(value, shownIds, true))}
            >
              Select all shown
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={chosenShown === 0}
              onClick={() => onChange(toggleIds(value, shownIds, false))}
            >
              Clear shown
            </Button>
          </div>
          {shown.length === 0 ? (
            <p className="text-slate-600 text-sm dark:text-slate-400">No user matches your search.</p>
          ) : (
            <ul className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
              {shown.map((user) => (
                <li key={user.uuid}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-slate-700 text-sm hover:bg-slate-50 dark:text-slate-200 dark:hover:bg-slate-800">
                    <input
                      type="checkbox"
                      checked={value.includes(user.uuid)}
                      onChange={(event) => onChange(toggleIds(value, [user.uuid], event.target.checked))}
                      className="size-4 accent-emerald-700"
                    />
                    {userLabel(user)}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
