import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser tests run the production build; build it when `npx playwright test` runs on its own. */
export default function globalSetup() {
  const built = ['build/server/index.js', 'server/dist/main.js', 'sandbox/dist/main.js'].every((file) => existsSync(file));
  if (!built) execSync('npm run build', { stdio: 'inherit' });
}
