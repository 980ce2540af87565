import type { TestProjectInlineConfiguration } from 'vitest/config';

// The test projects; vite.config.ts hands them to Vitest (Vitest 4 reads projects from the config).
const conditions = ['source'];

export const testProjects: TestProjectInlineConfiguration[] = [
  {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    // Core is pure: its files share one module graph per worker (no isolation), which takes two thirds off its time.
    // Property tests are pure CPU work: the timeout guards against a hang, not a slow machine shared with other runs.
    test: { name: 'core', environment: 'node', include: ['core/src/**/*.test.ts'], isolate: false, testTimeout: 30_000 },
  },
  {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      name: 'integration',
      environment: 'node',
      include: ['adapters/src/**/*.test.ts', 'test-fixtures/src/**/*.test.ts', 'server/src/**/*.test.ts', 'sandbox/src/**/*.test.ts'],
      exclude: ['**/*.app.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    // The production shop over HTTP: these render the built app (`npm run build` first; `npm test` builds before them).
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: { name: 'app', environment: 'node', include: ['server/src/**/*.app.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
  },
  {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: { name: 'ui', environment: 'node', include: ['ui/src/**/*.test.{ts,tsx}'], setupFiles: ['ui/src/test-setup.ts'] },
  },
];
