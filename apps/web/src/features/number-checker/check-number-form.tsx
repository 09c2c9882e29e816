import { type InstanceRow, MessagingMessages } from '@chatgate/contracts';
import { SearchCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/button';
import { useDialog } from '../../components/dialog-context';
import { CheckResult } from './check-result';
import { PhoneNumberInput } from './phone-number-input';
import { TokenSelect } from './token-select';
import { useNumberCheck } from './use-number-check';

/** Token and number in, registered or not out (spec 2.11, 5). */
export function CheckNumberForm({ tokens }: { tokens: InstanceRow[] }) {
  const { alert } = useDialog();
  const [insid, setInsid] = useState(tokens[0]?.insid ?? '');
  const [number, setNumber] = useState('');
  const check = useNumberCheck();
  const fillAll = () => alert({ icon: 'warning', title: MessagingMessages.fillAll });

  async function submit() {
    if (!insid || !number) {
      await fillAll();
      return;
    }
    const outcome = await check.mutateAsync({ insid, number }).catch(() => undefined);
    if (outcome === null) await fillAll();
  }

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TokenSelect tokens={tokens} value={insid} onChange={setInsid} />
      <PhoneNumberInput
        label="WhatsApp Number"
        hint="Country code first, then the number: +91 98765 43210 is entered as 919876543210."
        value={number}
        onChange={setNumber}
      />
      <Button type="submit" loading={check.isPending}>
        <SearchCheck aria-hidden="true" className="size-4" />
        Check Number
      </Button>
      <div aria-live="polite">
        {!check.isPending && <CheckResult outcome={check.data} error={check.error} />}
      </div>
    </form>
  );
}
