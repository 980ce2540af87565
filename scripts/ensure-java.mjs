#!/usr/bin/env node
// The valid-HTML test runs the W3C Nu checker (vnu.jar from the vnu-jar package), which needs Java 11 or newer as `java`
// on PATH. vnu-jar's own install script would download a JRE from GitHub; npm does not run it here (and CI machines may
// not reach GitHub), so Debian's JRE is used: installed with apt when it is missing and we may, as ensure-chromium does;
// otherwise this fails saying how to install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const hasJava = () => {
  try {
    execFileSync('java', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
if (hasJava()) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.warn("Java not found: installing Debian's default-jre-headless with apt-get…");
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // fall through to the message below
  }
  if (hasJava()) process.exit(0);
}
console.error(
  [
    'The valid-HTML test (server/src/pages/valid-html.app.test.ts) needs Java 11 or newer as `java` on PATH, and it is missing.',
    'Install it with:  sudo apt-get update && sudo apt-get install -y default-jre-headless',
  ].join('\n'),
);
process.exit(1);
