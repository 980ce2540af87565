#!/usr/bin/env node
// Several shop instances share Redis (REDIS_URL); the tests and the cluster run Debian's redis-server.
// Installs it with apt when it is missing and we may; otherwise fails saying how to install it.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ensureDebianPackage } from './apt-install.mjs';

export const REDIS_SERVER = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';

/** @param {string} why what needs it, said when it is missing */
export function ensureRedis(why = 'The shared-store tests need') {
  ensureDebianPackage({
    what: `redis-server at ${REDIS_SERVER}`,
    has: () => existsSync(REDIS_SERVER),
    debianPackage: 'redis-server',
    missing: [`${why} redis-server at ${REDIS_SERVER}, and it is missing (or point REDIS_SERVER_PATH at another one).`],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) ensureRedis();
