import { TriangleExclamationPoint } from 'lucide-react';
import { Button } from '../../components/button';
import { CopyButton } from '../../components/copy-button';
import { Modal } from '../../components/modal';

/** The signing secret, shown this once: copy it now or rotate it later for a new one. */
export function SecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  return (
    <Modal
      open={secret !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Your Signing Secret"
      description="Use it to check the webhook-signature header of every delivery."
      size="lg"
    >
      {secret && (
        <div className="space-y-4">
          <code
            data-testid="webhook-secret"
            className="block break-all rounded-lg bg-slate-100 px-3 py-2.5 font-mono text-slate-800 text-sm dark:bg-slate-800 dark:text-slate-100"
          >
            {secret}
          </code>
          <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-sm leading-6 dark:bg-amber-950/60 dark:text-amber-100">
            <TriangleExclamationPoint aria-hidden="true" className="mt-1 size-4 shrink-0" />
            <span>
              <strong>You will not see it again.</strong> Copy it now and keep it with your server's settings.
              If you lose it, rotate the secret to get a new one.
            </span>
          </p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-start sm:justify-between">
            <CopyButton
              text={secret}
              label="Copy Secret"
              copiedText="The secret has been copied to clipboard"
              variant="primary"
            />
            <Button variant="secondary" onClick={onClose}>
              I have saved it
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
