import type { Db } from './client';

/**
 * One instance per database handle (a drizzle `Db`, or the pool under it), so every caller of an
 * app shares it: a group-commit writer (and so its batches), a prepared query built once, or the
 * pool's listening connection.
 */
export function onePerDb<T, Handle extends object = Db>(make: (db: Handle) => T): (db: Handle) => T {
  const made = new WeakMap<Handle, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
