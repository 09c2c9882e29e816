import { describe, expect, it } from 'vitest';
import { isPrivateAddress, namesLocalHost } from './private-address';

describe('isPrivateAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '192.0.0.8',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '0:0:0:0:0:0:0:1',
    '[::1]',
    'fe80::1',
    'fe80::1%eth0',
    'fd00::1',
    'fc12:3456::1',
    'ff02::1',
    // IPv6 spellings that lead to an IPv4 host on the refused side
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '0:0:0:0:0:ffff:7f00:1',
    '::ffff:a00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    '2002:c0a8:101::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '192.0.78.9',
    '100.128.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('leaves names to what they resolve to', () => {
    expect(isPrivateAddress('localhost')).toBe(false);
    expect(isPrivateAddress('example.com')).toBe(false);
  });
});

describe('namesLocalHost', () => {
  it.each([
    'https://localhost/a.jpg',
    'https://LOCALHOST/a.jpg',
    'https://localhost./a.jpg',
    'https://a.localhost./a.pdf',
    'https://127.0.0.1/a.jpg',
    'https://[::1]/a.jpg',
  ])('refuses %s', (url) => {
    expect(namesLocalHost(new URL(url))).toBe(true);
  });

  it.each(['https://example.com/a.jpg', 'https://example.com./a.jpg', 'https://notlocalhost.com/a'])(
    'leaves %s to the lookup',
    (url) => {
      expect(namesLocalHost(new URL(url))).toBe(false);
    },
  );
});
