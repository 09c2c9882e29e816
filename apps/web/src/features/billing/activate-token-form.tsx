import { type BillingCycle, BillingMessages, type InstanceRow } from '@chatgate/contracts';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { SelectField } from '../../components/select-field';
import { useSearchParams } from '../../lib/router';
import { BillingCycleToggle } from './billing-cycle-toggle';
import { tokensToActivate, tokenToActivateLabel } from './payment-format';
import { SandboxCheckoutDialog } from './sandbox-checkout-dialog';
import { useCheckout } from './use-checkout';

/** Pick a token that is not Active (the insid query parameter preselects it), a billing cycle, and Pay. */
export function ActivateTokenForm({ tokens }: { tokens: InstanceRow[] }) {
  const [params] = useSearchParams();
  const [picked, setPicked] = useState(params.get('insid') ?? '');
  const [cycle, setCycle] = useState<BillingCycle>('annual');
  const checkout = useCheckout();

  const choices = tokensToActivate(tokens);
  const insid = choices.some((token) => token.insid === picked) ? picked : (choices[0]?.insid ?? '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (insid) void checkout.pay(insid, cycle);
  }

  return (
    <>
      {insid ? (
        <form onSubmit={onSubmit} className="space-y-6">
          <SelectField
            label="Token"
            value={insid}
            options={choices.map((token) => ({ value: token.insid, label: tokenToActivateLabel(token) }))}
            onChange={setPicked}
            className="max-w-lg"
          />
          <BillingCycleToggle value={cycle} onChange={setCycle} />
          {checkout.error && <Alert tone="error">{checkout.error}</Alert>}
          <Button type="submit" size="lg" loading={checkout.busy} className="min-w-32">
            {checkout.busy ? 'Processing...' : BillingMessages.pay}
          </Button>
        </form>
      ) : (
        <Alert tone="success" title={BillingMessages.allActive}>
          Every one of your tokens is paid up. When one expires, activate it again here.
        </Alert>
      )}
      <SandboxCheckoutDialog
        order={checkout.sandboxOrder}
        onAnswer={checkout.answerSandbox}
        onClose={checkout.closeSandbox}
      />
    </>
  );
}
