import type { Config } from '../../config';
import { createSheetsGateway } from './google-sheets-gateway';

/**
 * The Google Sheets client the settings describe. Make one per process runtime, so the app and
 * the worker share its access token.
 */
export const sheetsGatewayOf = (config: Config) =>
  createSheetsGateway({
    serviceAccountJson: config.GOOGLE_SERVICE_ACCOUNT_JSON,
    apiUrl: config.GOOGLE_SHEETS_API_URL,
    tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
    retry: { attempts: 6, baseMs: config.SHEETS_RETRY_BASE_MS },
  });
