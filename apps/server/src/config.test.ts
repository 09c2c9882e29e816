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
