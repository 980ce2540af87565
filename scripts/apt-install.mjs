// What the test steps need from Debian (Chromium, Java): installed with apt when missing and we run as root with apt-get,
// otherwise a clear message saying how to install it, and exit 1.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * @param {{ what: string, has: () => boolean, debianPackage: string, missing: string[] }} need
 *   `has` tells whether it is there; `missing` is the message shown when it still is not (the install command is added).
 */
export function ensureDebianPackage({ what, has, debianPackage, missing }) {
  if (has()) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.warn(`${what} not found: installing Debian's ${debianPackage} with apt-get…`);
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', debianPackage], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // falls through to the message below
    }
    if (has()) return;
  }
  console.error([...missing, `Install it with:  sudo apt-get update && sudo apt-get install -y ${debianPackage}`].join('\n'));
  process.exit(1);
}
