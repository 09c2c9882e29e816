/**
 * Settings that lift the per-address limits on sign-ups and password-reset mails, for servers
 * whose tests (or benchmarks) sign up many users from one address.
 */
export const UNLIMITED_ADDRESS = {
  SIGNUP_IP_MAX_PER_HOUR: '1000000',
  RESET_IP_MAX_PER_HOUR: '1000000',
} as const;
