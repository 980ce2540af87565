import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vitest/config';
import { testProjects } from './vitest.workspace';

const conditions = ['source', 'module', 'browser', 'development|production'];

export default defineConfig({
  // The React Router plugin builds the app; Vitest runs without it.
  plugins: process.env.VITEST ? [] : [reactRouter()],
  publicDir: 'ui/public',
  resolve: { conditions },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'], externalConditions: ['source'] } },
  build: { target: 'es2022' },
  test: {
    projects: testProjects,
    coverage: {
      provider: 'v8',
      include: ['core/src/**/*.ts'],
      exclude: ['core/src/**/*.test.ts', 'core/src/**/index.ts', 'core/src/ports/**'],
      reporter: ['text-summary'],
      reportsDirectory: '.tmp/coverage',
      reportOnFailure: true,
      // Issue 3: line coverage of core at least 95 %.
      thresholds: { lines: 95 },
    },
  },
});
