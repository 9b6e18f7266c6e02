/**
 * Zod compiles object parsers with `new Function` when it may, and to find out whether it may it
 * tries once: under the server's Content-Security-Policy (no 'unsafe-eval') that try is refused
 * and reported as a violation on every page with a form. `jitless` makes Zod skip both (its
 * documented `z.config({ jitless: true })`). Zod keeps that configuration on
 * `globalThis.__zod_globalConfig`, shared by every copy of it; setting it there, rather than
 * calling `z.config`, keeps Zod out of the first page's bundle. Imported first by main.tsx.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
