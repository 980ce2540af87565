// Zod builds fast object parsers with `new Function`, after probing whether eval is allowed. Under the
// shop's CSP (no 'unsafe-eval') the probe is refused: parsing still works, but the browser reports a `script-src`
// violation on every page whose code builds a schema (the cart's, once it loads). Jitless skips the probe and the
// compiled path alike. It must be set before any module builds a schema, so root.tsx imports this file first. zod 4
// keeps its config on `globalThis.__zod_globalConfig` and adopts an object already there: setting it here, rather than
// importing zod's `config`, keeps zod itself out of every page's first-load JavaScript (importing it cost 24 KB gzip).
// zod-jitless.test.ts fails if a zod version stops reading it. The server has no CSP and keeps the compiled parsers.
if (typeof document !== 'undefined') {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}

// A module (the test imports it for its effect).
export {};
