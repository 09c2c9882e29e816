import {
  type AuthenticationCreds,
  type AuthenticationState,
  BufferJSON,
  initAuthCreds,
  proto,
  type SignalDataSet,
  type SignalDataTypeMap,
} from '@whiskeysockets/baileys';
import type { Db } from '../../db/client';
import { holdThroughOutage } from '../../db/hold-through-outage';
import { stoppingOf } from '../../db/stopping';
import { type AuthEntry, clearEntries, readEntries, writeEntries } from './auth-state.queries';

const CREDS = { type: 'creds', keyId: '' } as const;

const encode = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);
const decode = (text: string) => JSON.parse(text, BufferJSON.reviver);

export interface DbAuthState {
  state: AuthenticationState;
  /** Stores the credentials as they are now (Baileys calls for it on `creds.update`). */
  saveCreds(): Promise<void>;
  /** Forgets the device (after a logout). */
  clear(): Promise<void>;
}

/**
 * Baileys' auth state kept in PostgreSQL instead of files. Each `keys.set` is one statement, so
 * a crash never leaves half of a key update behind, and any process can resume the session.
 * While the database is unreachable reads and writes wait for it: a key or credentials update
 * lost would break the session's encryption, and Baileys waits for them anyway.
 */
export async function useDbAuthState(db: Db, insid: string): Promise<DbAuthState> {
  const stopping = stoppingOf(db).signal;
  const held = <T>(work: () => Promise<T>) => holdThroughOutage(work, stopping);
  const stored = (await readEntries(db, insid, CREDS.type, [CREDS.keyId])).get(CREDS.keyId);
  const creds: AuthenticationCreds = stored ? decode(stored) : initAuthCreds();

  return {
    state: {
      creds,
      keys: {
        async get<T extends keyof SignalDataTypeMap>(type: T, ids: string[]) {
          const found = await held(() => readEntries(db, insid, type, ids));
          const values: { [id: string]: SignalDataTypeMap[T] } = {};
          for (const [id, text] of found) {
            const value = decode(text);
            values[id] =
              type === 'app-state-sync-key' ? proto.Message.AppStateSyncKeyData.fromObject(value) : value;
          }
          return values;
        },
        async set(data: SignalDataSet) {
          const entries: AuthEntry[] = [];
          for (const [type, byId] of Object.entries(data)) {
            for (const [keyId, value] of Object.entries(byId ?? {}))
              entries.push({ type, keyId, value: value ? encode(value) : null });
          }
          await held(() => writeEntries(db, insid, entries));
        },
      },
    },
    saveCreds: () => held(() => writeEntries(db, insid, [{ ...CREDS, value: encode(creds) }])),
    clear: () => held(() => clearEntries(db, insid)),
  };
}
