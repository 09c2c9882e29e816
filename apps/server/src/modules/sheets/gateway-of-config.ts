import type { Config } from '../../config';
import { createSheetsGateway } from './google-sheets-gateway';
import type { SheetsGateway } from './sheets-gateway';

const made = new WeakMap<Config, SheetsGateway>();

/** The Google Sheets client the settings describe; one per configuration, so the app and the worker share its access token. */
export function sheetsGatewayOf(config: Config): SheetsGateway {
  let gateway = made.get(config);
  if (!gateway) {
    gateway = createSheetsGateway({
      serviceAccountJson: config.GOOGLE_SERVICE_ACCOUNT_JSON,
      apiUrl: config.GOOGLE_SHEETS_API_URL,
      tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
      retry: { attempts: 6, baseMs: config.SHEETS_RETRY_BASE_MS },
    });
    made.set(config, gateway);
  }
  return gateway;
}
