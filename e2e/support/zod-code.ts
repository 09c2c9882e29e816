/**
 * Whether a script is zod's core (the `schemas` chunk, ~25 KB gzip'd), whatever chunk the build put
 * it in: zod names its base type by this string, which no minifier renames. The public pages must
 * come alive without it (e2e/tests/prerender.spec.ts, bench/web.ts).
 */
export const isZodCode = (code: string) => code.includes('$ZodType');
