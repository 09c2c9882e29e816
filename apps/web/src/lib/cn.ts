type ClassValue = string | number | bigint | boolean | null | undefined;

/** Joins class names, skipping falsy values (so `cond && 'class'` works with any condition). */
export function cn(...classes: ClassValue[]): string {
  return classes.filter((value): value is string => typeof value === 'string' && value !== '').join(' ');
}
