#!/usr/bin/env node
// Several shop instances share Redis (REDIS_URL); the tests and the cluster run Debian's redis-server.
// Installs it with apt when it is missing and we may; otherwise fails saying how to install it.
import { existsSync } from 'node:fs';
import { ensureDebianPackage } from './apt-install.mjs';

const path = process.env.REDIS_SERVER_PATH ?? '/usr/bin/redis-server';
ensureDebianPackage({
  what: `redis-server at ${path}`,
  has: () => existsSync(path),
  debianPackage: 'redis-server',
  missing: [`The shared-store tests need redis-server at ${path}, and it is missing (or point REDIS_SERVER_PATH at another one).`],
});
