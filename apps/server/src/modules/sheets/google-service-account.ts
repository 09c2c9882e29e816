import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The fields of a Google service account key (the JSON file Google Cloud's console downloads) used here. */
export interface ServiceAccountKey {
  client_email: string;
  private_key: string;
  private_key_id?: string;
}

/**
 * The key in GOOGLE_SERVICE_ACCOUNT_JSON: the JSON itself, or a path to the file holding it.
 * Throws, naming what is wrong (never the key itself), when it is not a usable service account key.
 */
export function loadServiceAccountKey(jsonOrPath: string): ServiceAccountKey {
  const problem = (why: string) =>
    new Error(`GOOGLE_SERVICE_ACCOUNT_JSON is not a usable service account key: ${why}`);
  let text = jsonOrPath.trim();
  if (!text.startsWith('{')) {
    try {
      text = readFileSync(text, 'utf8');
    } catch (error) {
      throw problem(`it is neither key JSON nor a readable file (${(error as Error).message}).`);
    }
  }
  let key: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    key = parsed as Record<string, unknown>;
  } catch {
    throw problem('it is not a JSON object.');
  }
  if (key.type !== undefined && key.type !== 'service_account')
    throw problem(
      `its type is "${String(key.type)}"; create a key of a service account (type "service_account").`,
    );
  const { client_email, private_key, private_key_id } = key;
  if (typeof client_email !== 'string' || !client_email.includes('@'))
    throw problem('client_email is missing.');
  if (typeof private_key !== 'string') throw problem('private_key is missing.');
  try {
    createPrivateKey(private_key);
  } catch {
    throw problem('private_key is not a PEM private key.');
  }
  return {
    client_email,
    private_key,
    ...(typeof private_key_id === 'string' ? { private_key_id } : {}),
  };
}
