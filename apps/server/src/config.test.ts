import { SUPPORT_EMAIL } from '@chatgate/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('support address', () => {
  it('defaults to the address the public pages show, and contact mail goes there', () => {
    const config = loadConfig({});
    expect(config.SUPPORT_EMAIL).toBe(SUPPORT_EMAIL);
    expect(config.contactEmail).toBe(SUPPORT_EMAIL);
  });

  it('takes SUPPORT_EMAIL from the environment; CONTACT_EMAIL still overrides the contact recipient', () => {
    expect(loadConfig({ SUPPORT_EMAIL: 'help@example.com' }).contactEmail).toBe('help@example.com');
    const both = loadConfig({ SUPPORT_EMAIL: 'help@example.com', CONTACT_EMAIL: 'sales@example.com' });
    expect(both).toMatchObject({ SUPPORT_EMAIL: 'help@example.com', contactEmail: 'sales@example.com' });
  });

  it('refuses a SUPPORT_EMAIL that is not an address', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support\r\nBcc: x@example.com' })).toThrow(/SUPPORT_EMAIL/);
  });
});

describe('scale-out settings', () => {
  it('runs everything in one process by default, with leases renewed well within their TTL', () => {
    const config = loadConfig({});
    expect([config.ROLE, config.LEASE_TTL_MS, config.LEASE_RENEW_MS]).toEqual(['all', 15_000, 5_000]);
  });

  it('refuses a renewal period over half the TTL, and an API-only process with the WhatsApp engine', () => {
    expect(() => loadConfig({ LEASE_TTL_MS: '10000', LEASE_RENEW_MS: '6000' })).toThrow(/LEASE_RENEW_MS/);
    expect(() => loadConfig({ ROLE: 'api', MESSAGING_ENGINE: 'baileys' })).toThrow(/ROLE/);
    expect(() => loadConfig({ ROLE: 'cluster' })).toThrow(/ROLE/);
  });
});

describe('environment names', () => {
  it('starts under any NODE_ENV (the server reads none; libraries and deployments name their own)', () => {
    for (const NODE_ENV of ['production', 'staging', 'development', ''])
      expect(loadConfig({ NODE_ENV }).PORT).toBe(3000);
  });
});

describe('TRUST_PROXY', () => {
  it('is off by default; true trusts local and private proxies only; a list is passed on as written', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe('loopback, linklocal, uniquelocal');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).TRUST_PROXY).toBe('10.0.0.5, 10.1.0.0/16');
  });
});

describe('per-address limits', () => {
  it('allows 10 sign-ups and 20 password-reset mails per address in an hour by default', () => {
    const config = loadConfig({});
    expect([config.SIGNUP_IP_MAX_PER_HOUR, config.RESET_IP_MAX_PER_HOUR]).toEqual([10, 20]);
  });

  it('refuses a limit below one', () => {
    expect(() => loadConfig({ SIGNUP_IP_MAX_PER_HOUR: '0' })).toThrow(/SIGNUP_IP_MAX_PER_HOUR/);
  });
});

describe('payments', () => {
  it('takes no payment by default with the simulator, and must be named with real WhatsApp', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('sandbox');
    expect(() => loadConfig({ MESSAGING_ENGINE: 'baileys' })).toThrow(/PAYMENT_PROVIDER: set it/);
    expect(loadConfig({ MESSAGING_ENGINE: 'baileys', PAYMENT_PROVIDER: 'sandbox' }).PAYMENT_PROVIDER).toBe(
      'sandbox',
    );
    const razorpay = { RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(
      loadConfig({ MESSAGING_ENGINE: 'baileys', PAYMENT_PROVIDER: 'razorpay', ...razorpay }).PAYMENT_PROVIDER,
    ).toBe('razorpay');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
  });
});

describe('database timeouts', () => {
  it('gives API work a few seconds and the job queue a minute by default; health a second', () => {
    const c = loadConfig({});
    expect([c.DB_STATEMENT_TIMEOUT_MS, c.DB_QUERY_TIMEOUT_MS]).toEqual([3_000, 4_000]);
    expect([c.JOBS_STATEMENT_TIMEOUT_MS, c.JOBS_QUERY_TIMEOUT_MS]).toEqual([60_000, 65_000]);
    expect(c.HEALTH_TIMEOUT_MS).toBe(1_000);
  });

  it('refuses a query timeout not longer than its statement timeout, so PostgreSQL cancels a slow statement first', () => {
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: '5000' })).toThrow(/DB_QUERY_TIMEOUT_MS/);
    expect(() => loadConfig({ JOBS_QUERY_TIMEOUT_MS: '60000' })).toThrow(/JOBS_QUERY_TIMEOUT_MS/);
    expect(() => loadConfig({ HEALTH_TIMEOUT_MS: 'soon' })).toThrow(/HEALTH_TIMEOUT_MS/);
  });
});
