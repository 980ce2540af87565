import { config } from 'zod/v4/core';

// Issue 22 (13): zod builds fast object parsers with `new Function`, after probing whether eval is allowed. Under the
// shop's CSP (no 'unsafe-eval') the probe is refused: parsing still works, but the browser reports a `script-src`
// violation on every page whose code builds a schema (the cart's, once it loads). Jitless skips the probe and the
// compiled path alike. It must run before any module builds a schema, so root.tsx imports this file first; importing
// `zod/v4/core`, which owns the config object, keeps this module a few bytes. The server has no CSP and keeps the
// faster compiled parsers.
if (typeof document !== 'undefined') config({ jitless: true });
