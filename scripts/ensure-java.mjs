#!/usr/bin/env node
// The valid-HTML test runs the W3C Nu checker (vnu.jar from the vnu-jar package), which needs Java 11 or newer as `java`
// on PATH. vnu-jar's own install script would download a JRE from GitHub; npm does not run it here (and CI machines may
// not reach GitHub), so Debian's JRE is used: installed with apt when it is missing and we may, as for Chromium;
// otherwise this fails saying how to install it.
import { execFileSync } from 'node:child_process';
import { ensureDebianPackage } from './apt-install.mjs';

ensureDebianPackage({
  what: 'Java',
  has: () => {
    try {
      execFileSync('java', ['-version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  },
  debianPackage: 'default-jre-headless',
  missing: ['The valid-HTML test (server/src/pages/valid-html.app.test.ts) needs Java 11 or newer as `java` on PATH, and it is missing.'],
});
