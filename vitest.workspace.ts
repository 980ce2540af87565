import type { TestProjectInlineConfiguration } from 'vitest/config';

// The test projects; vite.config.ts hands them to Vitest (Vitest 4 reads projects from the config).
const conditions = ['source'];

export const testProjects: TestProjectInlineConfiguration[] = [
  {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: { name: 'core', environment: 'node', include: ['core/src/**/*.test.ts'] },
  },
  {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: {
      name: 'integration',
      environment: 'node',
      include: ['adapters/src/**/*.test.ts', 'test-fixtures/src/**/*.test.ts', 'server/src/**/*.test.ts', 'sandbox/src/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    test: { name: 'ui', environment: 'node', include: ['ui/src/**/*.test.{ts,tsx}'], setupFiles: ['ui/src/test-setup.ts'] },
  },
];
