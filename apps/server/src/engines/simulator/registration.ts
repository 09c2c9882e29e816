import { SANDBOX_UNREGISTERED_SUFFIX } from '@chatgate/contracts';

/**
 * The simulator's documented rule: a number is registered when a virtual phone owns it, or when
 * it is a 12-digit number that does not end in 000 (so tests can aim at an unregistered one).
 */
export function isRegisteredNumber(number: string, hasVirtualPhone: boolean): boolean {
  if (hasVirtualPhone) return true;
  return /^\d{12}$/.test(number) && !number.endsWith(SANDBOX_UNREGISTERED_SUFFIX);
}
