import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSandboxSecrets, SANDBOX_SECRETS_FILE } from './sandbox-secrets.js';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sandbox secrets', () => {
  it('are random on first start, written for the owner only (0600), and the same on the next start', () => {
    const dir = freshDir();
    const first = loadSandboxSecrets(dir);
    const file = join(dir, SANDBOX_SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSandboxSecrets(dir)).toEqual(first);
    const other = loadSandboxSecrets(freshDir());
    for (const key of Object.keys(first) as (keyof typeof first)[]) expect(other[key], key).not.toBe(first[key]);
    expect(first.providerHmacKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a damaged file is replaced by new secrets; loose permissions are tightened', () => {
    const dir = freshDir();
    const file = join(dir, SANDBOX_SECRETS_FILE);
    writeFileSync(file, '{"contentToken":"x"}', { mode: 0o644 });
    const secrets = loadSandboxSecrets(dir);
    expect(secrets.contentToken.length).toBeGreaterThanOrEqual(16);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(secrets);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});

describe('sandbox secrets added later', () => {
  it('a file from before the content webhook secret keeps its secrets and gains that one', () => {
    const dir = freshDir();
    const file = join(dir, SANDBOX_SECRETS_FILE);
    const { contentWebhookSecret: _added, ...older } = loadSandboxSecrets(dir);
    writeFileSync(file, JSON.stringify(older));
    const secrets = loadSandboxSecrets(dir);
    expect(secrets).toMatchObject(older);
    expect(secrets.contentWebhookSecret.length).toBeGreaterThanOrEqual(16);
    expect(loadSandboxSecrets(dir)).toEqual(secrets);
  });
});
