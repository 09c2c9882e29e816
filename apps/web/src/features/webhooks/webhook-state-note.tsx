import type { WebhookSettings } from '@chatgate/contracts';
import { Alert } from '../../components/alert';

/** Why nothing is delivered, when that is so: not set up yet, or disabled (e.g. the endpoint answered 410). */
export function WebhookStateNote({ settings }: { settings: WebhookSettings }) {
  if (settings.url === null) {
    return (
      <Alert tone="info" title="No webhook yet">
        Enter your URL and choose the events. The signing secret is shown once, after the first save.
      </Alert>
    );
  }
  if (settings.enabled) return null;
  return (
    <Alert tone="warning" title="Deliveries are paused">
      {settings.disabledReason ?? 'The webhook is turned off.'} Turn it on, or save the settings again, to
      deliver events again.
    </Alert>
  );
}
