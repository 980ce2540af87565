import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError, MESSAGES } from '../errors.js';

/** DECISIONS 2: APP_ENV selects the production or staging market set. */
export const APP_ENVS = ['production', 'staging'] as const;
export type AppEnv = (typeof APP_ENVS)[number];

export function parseAppEnv(value: string | undefined): Result<AppEnv, DomainError<'INVALID_INPUT'>> {
  const found = APP_ENVS.find((env) => env === value);
  return found ? ok(found) : err(domainError('INVALID_INPUT', MESSAGES.invalidEnvironment));
}
