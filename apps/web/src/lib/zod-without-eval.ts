// Zod builds faster object parsers with `new Function` and probes for it as each schema is made.
// The pages' Content-Security-Policy refuses eval; the probe catches the refusal, but the browser
// still reports it (Lighthouse's best practices count it). So zod runs jitless, set before any
// schema module runs. Zod keeps its settings on globalThis (every copy of it shares them there),
// so this costs the entry none of zod's code, which `config()` from zod would pull in (3.7 KB
// gzip'd). e2e/tests/page-security-policy.spec.ts fails should zod stop reading them there.
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
