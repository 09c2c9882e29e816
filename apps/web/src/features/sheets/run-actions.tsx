import type { SheetRun, SheetRunAction } from '@chatgate/contracts';
import { Ban, Pause, Play, Send } from 'lucide-react';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { errorMessage } from '../../lib/api-error';
import { readyRows } from './run-progress';
import { useRunAction } from './use-runs';

const FAILED: Record<SheetRunAction, string> = {
  start: 'The send could not be started',
  pause: 'The send could not be paused',
  resume: 'The send could not be resumed',
  cancel: 'The send could not be cancelled',
};

interface RunActionsProps {
  insid: string;
  run: SheetRun;
  /** The send has started: time to show all rows. */
  onStarted: () => void;
}

/** Start sending after the dry run; Pause or Resume and Cancel (after a confirmation) while it runs. */
export function RunActions({ insid, run, onStarted }: RunActionsProps) {
  const { confirm, alert } = useDialog();
  const action = useRunAction(insid, run.id);
  const busy = action.isPending ? action.variables : null;

  async function act(name: SheetRunAction) {
    try {
      await action.mutateAsync(name);
      if (name === 'start') onStarted();
    } catch (error) {
      await alert({ icon: 'error', title: FAILED[name], text: errorMessage(error, 'Please try again.') });
    }
  }

  async function cancel() {
    const proceed = await confirm({
      icon: 'warning',
      title: 'Cancel this bulk send?',
      text: 'Rows not sent yet will not be sent. Messages already sent stay sent. A cancelled send cannot be resumed.',
      confirmText: 'Cancel send',
      cancelText: 'Keep sending',
      confirmVariant: 'danger',
    });
    if (proceed) await act('cancel');
  }

  if (run.status === 'ready') {
    const ready = readyRows(run);
    return (
      <div className="flex flex-wrap items-center gap-3">
        <Button
          disabled={ready === 0 || busy !== null}
          loading={busy === 'start'}
          onClick={() => act('start')}
        >
          <Send aria-hidden="true" className="size-4" />
          Start sending
        </Button>
        <p className="text-slate-600 text-sm dark:text-slate-400">
          {ready === 1 ? 'One message goes' : `${ready.toLocaleString('en-US')} messages go`} out from this
          token's WhatsApp, paced to keep the number safe.
        </p>
      </div>
    );
  }
  if (run.status !== 'running' && run.status !== 'paused') return null;
  return (
    <div className="flex flex-wrap gap-3">
      {run.status === 'running' ? (
        <Button
          variant="secondary"
          disabled={busy !== null}
          loading={busy === 'pause'}
          onClick={() => act('pause')}
        >
          <Pause aria-hidden="true" className="size-4" />
          Pause
        </Button>
      ) : (
        <Button disabled={busy !== null} loading={busy === 'resume'} onClick={() => act('resume')}>
          <Play aria-hidden="true" className="size-4" />
          Resume
        </Button>
      )}
      <Button variant="secondary" disabled={busy !== null} loading={busy === 'cancel'} onClick={cancel}>
        <Ban aria-hidden="true" className="size-4" />
        Cancel
      </Button>
    </div>
  );
}
