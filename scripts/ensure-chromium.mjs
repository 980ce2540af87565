#!/usr/bin/env node
// Browser tests use Debian's headless Chromium (test tools cannot download browsers here).
// Installs it with apt when it is missing and we may; otherwise fails saying how to install it.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './apt-install.mjs';
import { CHROMIUM_PATH as path } from './chromium-path.mjs';

ensureDebianPackage({
  what: `Chromium at ${path}`,
  has: () => existsSync(path),
  debianPackage: 'chromium-headless-shell',
  missing: [`Browser tests need Chromium at ${path}, and it is missing (or point CHROMIUM_PATH at another Chromium binary).`],
});
