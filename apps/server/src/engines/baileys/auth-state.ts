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
import type { DurableDb } from '../../db/outage-holding';
import { holdThroughOutageKept } from '../../db/outage-journal';
import { type AuthEntry, clearEntries, readEntries, writeEntries } from './auth-state.queries';

const CREDS = { type: 'creds', keyId: '' } as const;

const encode = (value: unknown) => JSON.stringify(value, BufferJSON.replacer);

/** One write of a token's auth state: entries to store or delete, or null to forget the device. */
interface AuthWrite {
  insid: string;
  entries: AuthEntry[] | null;
}

// Writes waiting out a database outage are also kept on disk until committed: a device whose new
// keys were lost in a stop or crash could no longer decrypt, and would need a new link. Each is
// whole values, so a crash between commit and drop only writes the same values again.
const JOURNAL = 'wa-auth';

const apply = (db: Db, write: AuthWrite) =>
  write.entries === null ? clearEntries(db, write.insid) : writeEntries(db, write.insid, write.entries);

/** Stores the auth state writes an earlier process kept on disk during an outage, oldest first; answers how many. */
export function replayAuthWrites({ db, holding }: DurableDb): Promise<number> {
  return holding.journal<AuthWrite>(JOURNAL).replay(async (writes) => {
    for (const write of writes) await holdThroughOutage(() => apply(db, write), holding.stopping);
  });
}
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
 * While the database is unreachable reads and writes wait for it, the writes kept on disk: a key
 * or credentials update lost would break the session's encryption, and Baileys waits for them
 * anyway.
 */
export async function useDbAuthState({ db, holding }: DurableDb, insid: string): Promise<DbAuthState> {
  const { stopping } = holding;
  const journal = holding.journal<AuthWrite>(JOURNAL);
  const held = <T>(work: () => Promise<T>) => holdThroughOutage(work, stopping);
  /** `write` stored, waiting out an outage kept on disk; `work` may store a later value of it. */
  const store = (write: AuthWrite, work = () => apply(db, write)) =>
    holdThroughOutageKept(work, stopping, journal, [write]);
  const stored = (await readEntries(db, insid, CREDS.type, [CREDS.keyId])).get(CREDS.keyId);
  const creds: AuthenticationCreds = stored ? decode(stored) : initAuthCreds();
  const credsNow = (): AuthWrite => ({ insid, entries: [{ ...CREDS, value: encode(creds) }] });

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
          await store({ insid, entries });
        },
      },
    },
    // Each attempt stores the credentials as they are then: one held through an outage must not
    // land over a later save. The disk keeps them as they were when saved, replayed in order.
    saveCreds: () => store(credsNow(), () => apply(db, credsNow())),
    clear: () => store({ insid, entries: null }),
  };
}
