import { err, ok, type Result } from 'neverthrow';
import { type DomainError, domainError, MESSAGES } from '../errors.js';
import { type Sort, SortSchema } from './search.schema.js';

/** The sort parameter is `attribute:order` with order asc or desc, e.g. `price:asc`. */
export function parseSort(value: string): Result<Sort, DomainError<'INVALID_INPUT'>> {
  const parts = value.split(':');
  const parsed = parts.length === 2 ? SortSchema.safeParse({ attribute: parts[0]?.trim(), order: parts[1]?.trim() }) : null;
  return parsed?.success ? ok(parsed.data) : err(domainError('INVALID_INPUT', MESSAGES.invalidSort, { value }));
}
