import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { SendTestFormView } from './send-test-form';

/** Send Test Message, shown when canSendTest holds (spec 4). */
export function SendTestButton({ insid, instanceName }: { insid: string; instanceName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <Send aria-hidden="true" className="size-4" />
        Send Test Message
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title="Send Test Message"
        description={`Sends a WhatsApp message from ${instanceName} to the number you enter.`}
      >
        {open && <SendTestFormView insid={insid} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
