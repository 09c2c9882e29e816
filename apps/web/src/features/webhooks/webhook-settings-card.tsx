import { useCallback, useState } from 'react';
import { Alert } from '../../components/alert';
import { Card } from '../../components/card';
import { LoadingText } from '../../components/loading-text';
import { StatusBadge } from '../../components/status-badge';
import { errorMessage, isApiError } from '../../lib/api-error';
import type { WebhookSave } from './api';
import { webhookBadge } from './delivery-format';
import { SecretDialog } from './secret-dialog';
import { useSaveWebhook, useWebhookSettings } from './use-webhook';
import { WebhookActions } from './webhook-actions';
import { WebhookForm } from './webhook-form';
import { WebhookFormatField } from './webhook-format-field';
import { WebhookStateNote } from './webhook-state-note';
import { WebhookSwitch } from './webhook-switch';

/** The token's webhook: its state, URL and events, Save, Send Test Event, Rotate Secret, Turn Off/On and Remove. */
export function WebhookSettingsCard({ insid }: { insid: string }) {
  const settings = useWebhookSettings(insid);
  const save = useSaveWebhook(insid);
  const [secret, setSecret] = useState<string | null>(null);
  // "Webhook saved." describes the form as it was saved: an edit since then takes it away.
  const [saved, setSaved] = useState(false);
  const edited = useCallback(() => setSaved(false), []);
  const badge = settings.data ? webhookBadge(settings.data) : null;

  async function onSave(values: WebhookSave) {
    setSaved(false);
    const created = await save.mutateAsync(values);
    save.reset();
    setSaved(true);
    if (created) setSecret(created);
  }

  return (
    <Card
      title="Endpoint"
      description="Where this token's events are sent."
      action={badge && <StatusBadge tone={badge.tone}>{badge.label}</StatusBadge>}
    >
      {settings.isPending ? (
        <LoadingText />
      ) : settings.isError ? (
        <Alert tone="error">
          {errorMessage(settings.error, 'The webhook settings could not be loaded.')}
        </Alert>
      ) : (
        <div className="space-y-6">
          <WebhookStateNote settings={settings.data} />
          {/* Anew after a removal: the form then offers a new webhook's defaults. */}
          <WebhookForm
            key={settings.data.url === null ? 'new' : 'set'}
            settings={settings.data}
            onSave={onSave}
            onEdit={edited}
          />
          {save.isError && !(isApiError(save.error) && save.error.status === 400) && (
            <Alert tone="error">{errorMessage(save.error, 'The webhook could not be saved.')}</Alert>
          )}
          {saved && <Alert tone="success">Webhook saved.</Alert>}
          <div className="border-slate-100 border-t pt-5 dark:border-slate-800">
            <WebhookActions insid={insid} configured={settings.data.url !== null} onSecret={setSecret} />
          </div>
          {settings.data.url !== null && (
            <div className="space-y-5 border-slate-100 border-t pt-5 dark:border-slate-800">
              <WebhookFormatField insid={insid} settings={settings.data} />
              <WebhookSwitch insid={insid} settings={settings.data} />
            </div>
          )}
        </div>
      )}
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </Card>
  );
}
