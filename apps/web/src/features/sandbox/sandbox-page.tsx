import { Smartphone } from 'lucide-react';
import { Card } from '../../components/card';
import { useSearchParams } from '../../lib/router';
import { OpenPhoneForm } from './open-phone-form';
import { PhoneList } from './phone-list';
import { PhonePanel } from './phone-panel';
import { SandboxIntro } from './sandbox-intro';

/** Sandbox Phone: virtual phones of the simulator, to try linking and messaging without a real phone. */
export default function SandboxPage() {
  const [params, setParams] = useSearchParams();
  const phone = params.get('phone');
  const qr = params.get('qr') ?? '';
  const code = params.get('code') ?? '';

  const select = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('phone', next);
        return updated;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto w-full max-w-6xl space-y-6">
      <h1 className="font-bold text-2xl text-slate-900 tracking-tight dark:text-white">Sandbox Phone</h1>
      <SandboxIntro />
      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <Card title="Virtual Phones" description="Enter a number, or pick one of yours.">
          <div className="space-y-5">
            <OpenPhoneForm onOpened={select} />
            <PhoneList selected={phone} onSelect={select} />
          </div>
        </Card>
        {phone ? (
          <PhonePanel key={phone} phone={phone} initialQr={qr} initialCode={code} />
        ) : (
          <div className="flex flex-col items-center justify-center gap-3 rounded-2xl border-2 border-slate-200 border-dashed p-10 text-center text-slate-500 text-sm dark:border-slate-800 dark:text-slate-400">
            <Smartphone aria-hidden="true" className="size-8" />
            Open a phone to link it to a token and see its messages.
          </div>
        )}
      </div>
    </div>
  );
}
