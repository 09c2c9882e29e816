/**
 * Settings that lift the per-address limits on sign-ups, availability checks and password-reset mails, for servers
 * whose tests (or benchmarks) sign up many users from one address.
 */
export const UNLIMITED_ADDRESS = {
  SIGNUP_IP_MAX_PER_HOUR: '1000000',
  RESET_IP_MAX_PER_HOUR: '1000000',
  AVAILABILITY_IP_MAX_PER_MINUTE: '1000000',
} as const;
