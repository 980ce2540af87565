// The Chromium the browser tests drive: Debian's headless shell unless CHROMIUM_PATH names another. The shell renders
// the same pages as the whole browser for about a fifth less CPU (the a11y spec alone: 26 s of user time against 32.5),
// which the two cores share with the shops under test.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
