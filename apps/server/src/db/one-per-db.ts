import type { Db } from './client';

/**
 * One instance per database handle, so every caller of an app shares it: a group-commit writer
 * (and so its batches), or a prepared query built once.
 */
export function onePerDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
