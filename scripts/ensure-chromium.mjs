#!/usr/bin/env node
// Browser tests use Debian's Chromium (test tools cannot download browsers here).
// Installs it with apt when it is missing and we may; otherwise fails saying how to install it.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.warn(`Chromium not found at ${path}: installing Debian's chromium with apt-get…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch {
    // fall through to the message below
  }
  if (existsSync(path)) process.exit(0);
}
console.error(
  [
    `Browser tests need Chromium at ${path}, and it is missing.`,
    'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
    'or point CHROMIUM_PATH at another Chromium binary.',
  ].join('\n'),
);
process.exit(1);
