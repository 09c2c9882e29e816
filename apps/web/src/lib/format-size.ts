const UNITS = ['bytes', 'KB', 'MB', 'GB'] as const;

/** A byte count for people: 532 bytes, 1.5 KB, 16 MB. */
export function formatSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  return `${Number(value.toFixed(value < 10 ? 1 : 0))} ${UNITS[unit]}`;
}
