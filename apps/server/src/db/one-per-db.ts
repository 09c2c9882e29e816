import type { Db } from './client';

/** `make` run once per `key` (an object, held weakly), its value shared by every caller after. */
export function onePer<Key extends object, T>(make: (key: Key) => T): (key: Key) => T {
  const made = new WeakMap<Key, T>();
  return (key) => {
    let value = made.get(key);
    if (value === undefined) {
      value = make(key);
      made.set(key, value);
    }
    return value;
  };
}

/**
 * One instance per database handle (a drizzle `Db`, or the pool under it), so every caller of an
 * app shares it: a group-commit writer (and so its batches), a prepared query built once, or the
 * pool's listening connection.
 */
export const onePerDb = <T, Handle extends object = Db>(make: (db: Handle) => T): ((db: Handle) => T) =>
  onePer(make);
