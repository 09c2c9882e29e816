import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pageSecurityPolicy } from './page-security-policy';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('pageSecurityPolicy', () => {
  it("allows the pages' own inline scripts by hash, and no other inline script", () => {
    const early = '\n  window.__early = [];\n';
    const moduleScript = 'import("/assets/x.js")';
    const policy = pageSecurityPolicy([
      `<head><script>${early}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`,
      `<script type="module">${moduleScript}</script><script>${early}</script>`,
      '<script id="state" type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@type":"BlogPosting"}</script>',
    ]);
    const scripts = directive(policy, 'script-src').split(' ');
    expect(scripts).toContain(hashOf(early));
    expect(scripts).toContain(hashOf(moduleScript));
    expect(scripts.filter((source) => source.startsWith("'sha256-"))).toHaveLength(2);
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).toContain("'self'");
  });

  it('refuses plugins, framing by other sites and foreign form targets', () => {
    const policy = pageSecurityPolicy([]);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
  });
});
