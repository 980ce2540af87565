import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiApp, ApiDeps, BuildDescriptor } from './deps.js';

/**
 * The build id: BUILD_ID when set (the same on every instance behind a load balancer), else the hash in the client
 * build's manifest file name (React Router writes `assets/manifest-<hash>.js` per build), else `dev`.
 */
export function readBuildDescriptor(clientDir: string, buildId: string, startedAt = new Date()): BuildDescriptor {
  try {
    const manifest = readdirSync(join(clientDir, 'assets')).find((name) => /^manifest-[\w-]+\.js$/.test(name));
    if (manifest) {
      const builtAt = statSync(join(clientDir, 'assets', manifest)).mtime.toISOString();
      return { id: buildId || manifest.slice('manifest-'.length, -'.js'.length), builtAt };
    }
  } catch {
    // No client build (development or tests): fall through.
  }
  return { id: buildId || 'dev', builtAt: startedAt.toISOString() };
}

/** GET /api/build → `{ id, builtAt }`, never cached, so a poll always sees the running build. */
export function registerBuildRoutes(api: ApiApp, { build }: ApiDeps): void {
  api.get('/api/build', (c) => c.json(build, 200, { 'cache-control': 'no-store' }));
}
