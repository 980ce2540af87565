import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
/** The jar's path: the vnu-jar package exports it as a String object. */
const VNU_JAR = String(require('vnu-jar'));

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

/**
 * The W3C Nu checker's errors in whole HTML documents, each as `name:line: message` (`name` is the document's key in
 * `documents`). Every document goes to one checker run: one JVM start (about 2 s) however many pages. Warnings are left
 * out (`--errors-only`). Needs Java 11 or newer as `java` on PATH (`node scripts/ensure-java.mjs` installs it).
 */
export async function nuErrors(documents: Record<string, string>): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), 'nu-checker-'));
  try {
    const files = await Promise.all(
      Object.entries(documents).map(async ([name, html], index) => {
        const file = join(dir, `${index}.html`);
        await writeFile(file, html);
        return { file, name };
      }),
    );
    const messages = await runVnu(files.map(({ file }) => file));
    const names = new Map(files.map(({ file, name }) => [`${index(file)}`, name]));
    return messages
      .filter((message) => message.type === 'error' || message.subType === 'fatal')
      .map((message) => `${names.get(index(message.url ?? '')) ?? message.url}:${message.lastLine ?? '?'}: ${message.message}`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The running number a document's file is named by (vnu reports files as `file:` URLs). */
const index = (fileOrUrl: string) => /(\d+)\.html$/.exec(fileOrUrl)?.[1] ?? fileOrUrl;

/** vnu writes its JSON report to stderr and exits with 1 when it found errors. */
function runVnu(files: string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--errors-only', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && 'code' in error && error.code === 'ENOENT') {
          reject(new Error('The HTML check needs Java 11 or newer as `java` on PATH: run `node scripts/ensure-java.mjs` (npm test does).'));
          return;
        }
        try {
          resolve((JSON.parse(stderr) as { messages: NuMessage[] }).messages);
        } catch {
          reject(new Error(`vnu answered without its JSON report:\n${stderr || error?.message}`));
        }
      },
    );
  });
}
