import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The browser tests run the production build; build it when `npx playwright test` runs on its own. */
export default function globalSetup() {
  if (!existsSync('build/server/index.js') || !existsSync('server/dist/main.js')) execSync('npm run build', { stdio: 'inherit' });
}
