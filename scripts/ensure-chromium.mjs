#!/usr/bin/env node
// Browser tests use Debian's Chromium (test tools cannot download browsers here).
// Installs it with apt when it is missing and we may; otherwise fails saying how to install it.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './apt-install.mjs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
ensureDebianPackage({
  what: `Chromium at ${path}`,
  has: () => existsSync(path),
  debianPackage: 'chromium',
  missing: [`Browser tests need Chromium at ${path}, and it is missing (or point CHROMIUM_PATH at another Chromium binary).`],
});
