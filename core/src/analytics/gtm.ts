import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError } from '../errors.js';

/** GTM- followed by capital letters or digits. */
export const GTM_ID_PATTERN = /^GTM-[A-Z0-9]+$/;

export function validateGtmId(id: string): Result<string, DomainError<'INVALID_INPUT'>> {
  return GTM_ID_PATTERN.test(id) ? ok(id) : err(domainError('INVALID_INPUT', `Invalid tag-manager id: ${id}`));
}
