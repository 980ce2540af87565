import type { TestProjectInlineConfiguration } from 'vitest/config';
import { shellProgramModule } from './scripts/shell-program-module';

// The test projects; vite.config.ts hands them to Vitest (Vitest 4 reads projects from the config).
const conditions = ['source'];
// `expect.poll` waits on servers and child processes that start in well under a second on a quiet machine, and in
// several while other test files run beside them (twice as many workers as cores): the bound turns a hang into a failure.
const expect = { poll: { timeout: 15_000 } };

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
      expect,
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    // The production shop over HTTP: these render the built app (`npm run build` first; `npm test` builds before them).
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: { name: 'app', environment: 'node', include: ['server/src/**/*.app.test.ts'], expect, testTimeout: 30_000, hookTimeout: 60_000 },
  },
  {
    // The production topology (tests/cluster): Redis, the sandbox, two built shop instances and Varnish, started once for
    // all its cases by cluster.test.ts (`npm run build` first). One file at a time: a topology is six processes on a
    // machine with two cores.
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      name: 'cluster',
      environment: 'node',
      include: ['tests/cluster/**/*.test.ts'],
      fileParallelism: false,
      expect,
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
  },
  {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    // The shell script's tests run its program as the build bundles it.
    plugins: [shellProgramModule()],
    test: { name: 'ui', environment: 'node', include: ['ui/src/**/*.test.{ts,tsx}'], setupFiles: ['ui/src/test-setup.ts'], expect },
  },
];
