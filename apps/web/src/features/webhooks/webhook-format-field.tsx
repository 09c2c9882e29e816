import { WEBHOOK_FORMATS, type WebhookFormat, type WebhookSettings } from '@chatgate/contracts';
import { Alert } from '../../components/alert';
import { SelectField } from '../../components/select-field';
import { errorMessage } from '../../lib/api-error';
import { useSetFormat } from './use-webhook';

const LABELS: Record<WebhookFormat, string> = {
  chatgate: 'Chatgate events',
  'green-api': 'Green-API webhooks',
};

/**
 * What the deliveries carry: our event bodies, or Green-API's webhook format (which Green-API's
 * setSettings with a webhookUrl chooses, decision 0034). Shown once a URL is saved.
 */
export function WebhookFormatField({ insid, settings }: { insid: string; settings: WebhookSettings }) {
  const setFormat = useSetFormat(insid);
  return (
    <div className="space-y-2">
      <SelectField
        label="Body format"
        value={settings.format}
        options={WEBHOOK_FORMATS.map((value) => ({ value, label: LABELS[value] }))}
        disabled={setFormat.isPending}
        onChange={(value) => setFormat.mutate(value as WebhookFormat)}
        className="max-w-xs"
      />
      <p className="text-slate-500 text-sm dark:text-slate-400">
        {settings.format === 'green-api'
          ? 'Each event is sent as Green-API sends it (typeWebhook, instanceData, ...), with its webhookUrlToken as a Bearer header beside our signature. Events Green-API has no notification for are not sent.'
          : 'Each event is sent as GET /events shows it, signed per Standard Webhooks.'}
      </p>
      {setFormat.isError && (
        <Alert tone="error">{errorMessage(setFormat.error, 'The format could not be changed.')}</Alert>
      )}
    </div>
  );
}
