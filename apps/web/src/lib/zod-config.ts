// zod compiles fast object parsers with `new Function`, and probes for it first; the Content-Security-Policy
// (script-src 'self', no 'unsafe-eval') refuses that, and browsers report each refusal as an issue. Parse without.
// zod reads its settings from this global (zod/v4/core/core.js), so the first page need not load zod to set it
// (zod-config.test.ts checks that zod sees it). Imported first by main.tsx, before any schema is built.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };

export {};
