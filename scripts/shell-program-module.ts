import { resolve } from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

const MODULE = 'virtual:shell-program';
const RESOLVED = `\0${MODULE}`;
const ENTRY = resolve(import.meta.dirname, '../ui/src/shell-script/shell-program.ts');
// The browsers the shop's own bundles are built for (Vite's default, "Baseline widely available").
const TARGET = ['chrome107', 'edge107', 'firefox104', 'safari16'];

/**
 * `virtual:shell-program`: the shell's inline program (ui/src/shell-script/shell-program.ts) bundled by esbuild with the
 * core code it calls, minified, as the module's default export (a string). Vite builds, serves and tests the shop with
 * it, so the script in every page is core's experiment rules themselves; in dev a change to any file of the bundle
 * loads it again.
 */
export function shellProgramModule(): Plugin {
  return {
    name: 'shell-program-module',
    resolveId: (id) => (id === MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const result = await build({
        entryPoints: [ENTRY],
        bundle: true,
        write: false,
        metafile: true,
        // Statements with no import or export left: the server wraps them in a function of the page's values, which
        // keeps their names out of the page's global scope (an IIFE of its own would only add bytes to every page).
        format: 'esm',
        platform: 'browser',
        target: TARGET,
        minify: true,
        legalComments: 'none',
        // Core and the shop's packages are bundled from their sources, as Vite builds them.
        conditions: ['source'],
      });
      for (const input of Object.keys(result.metafile.inputs)) {
        if (!input.includes('node_modules/')) this.addWatchFile(resolve(input));
      }
      const program = result.outputFiles[0]?.text.trim() ?? '';
      return `export default ${JSON.stringify(program)};`;
    },
  };
}
