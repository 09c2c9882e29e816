import { canCreateToken, type InstanceRow } from '@chatgate/contracts';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { CreateTokenForm } from './create-token-form';
import { useCreateToken } from './use-create-token';

/**
 * Create New Token (spec 4): disabled and red while any token is on trial or expired, else
 * enabled and green; asks for the department name.
 */
/** `rows` is undefined until the token list has loaded. */
export function CreateTokenButton({ uuid, rows }: { uuid: string; rows: InstanceRow[] | undefined }) {
  const [open, setOpen] = useState(false);
  const create = useCreateToken(uuid);
  const blocked = rows !== undefined && !canCreateToken(rows);
  const reasonId = useId();

  return (
    <div className="flex flex-col items-start gap-2">
      <Button
        variant={blocked ? 'danger' : 'primary'}
        onClick={() => setOpen(true)}
        disabled={blocked || rows === undefined}
        loading={create.isPending}
        aria-describedby={blocked ? reasonId : undefined}
      >
        {!create.isPending && <Plus aria-hidden="true" className="size-4" />}
        Create New Token
      </Button>
      {blocked && (
        <p id={reasonId} className="text-slate-500 text-sm dark:text-slate-400">
          Available once your trial has ended and no token is expired. Activate them first.
        </p>
      )}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Create New Token"
        description="Name the department that will use this token, e.g. Sales or Support."
      >
        <CreateTokenForm
          onCancel={() => setOpen(false)}
          onSubmit={(name) => {
            setOpen(false);
            create.mutate(name);
          }}
        />
      </Modal>
    </div>
  );
}
