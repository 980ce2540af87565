import type { CatalogError, NewsletterError } from '@sockshop/core/ports';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ShopEnv } from '../request-context.js';
import { type CATALOG_ANSWERS, catalogHttpError } from './catalog-errors.js';
import { API_ERROR_CODES, API_STATUS, ApiError, type ApiErrorCode, answerError } from './errors.js';
import type { NEWSLETTER_ANSWERS } from './newsletter.js';

// The type assertions are checked by the typecheck (`tsc -p tsconfig.json`, a step of `npm test`), not at run time:
// a code added to a list and left out of a table fails there.
describe('the API error codes', () => {
  it('give every code of the list a status, and every table over port codes an API code for each', () => {
    expectTypeOf<keyof typeof API_STATUS>().toEqualTypeOf<ApiErrorCode>();
    expectTypeOf<keyof typeof CATALOG_ANSWERS>().toEqualTypeOf<CatalogError['code']>();
    expectTypeOf<keyof typeof NEWSLETTER_ANSWERS>().toEqualTypeOf<NewsletterError['code']>();
    // A table one code short is no status table: the build refuses it wherever such a table stands.
    expectTypeOf<Omit<typeof API_STATUS, 'RATE_LIMITED'>>().not.toExtend<Record<ApiErrorCode, ContentfulStatusCode>>();
    expectTypeOf<'NEW_CODE'>().not.toExtend<ApiErrorCode>();
    expect(Object.keys(API_STATUS).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('answer each code with its status and the body { error: { code, message } }', async () => {
    const app = new Hono<ShopEnv>();
    app.onError(answerError);
    app.get('/:code', (c) => {
      throw new ApiError(c.req.param('code') as ApiErrorCode, `because ${c.req.param('code')}`);
    });
    for (const code of API_ERROR_CODES) {
      const response = await app.request(`/${code}`);
      expect([response.status, await response.json()]).toEqual([API_STATUS[code], { error: { code, message: `because ${code}` } }]);
    }
  });

  it("answer another HTTPException (a Hono middleware's refusal) with its own status as BAD_REQUEST", async () => {
    const app = new Hono<ShopEnv>();
    app.onError(answerError);
    app.get('/', () => {
      throw new HTTPException(416, { message: 'Range not satisfiable' });
    });
    const response = await app.request('/');
    expect([response.status, await response.json()]).toEqual([416, { error: { code: 'BAD_REQUEST', message: 'Range not satisfiable' } }]);
  });

  it("keep the catalog's message for the shopper's mistakes and put one sentence in place of a failing service's", () => {
    const answer = (code: CatalogError['code']) => {
      const error = catalogHttpError({ code, message: 'upstream words' });
      return [error.status, error.code, error.message];
    };
    expect(answer('NOT_FOUND')).toEqual([404, 'NOT_FOUND', 'upstream words']);
    expect(answer('INVALID_INPUT')).toEqual([400, 'INVALID_INPUT', 'upstream words']);
    for (const code of ['RATE_LIMITED', 'UPSTREAM_UNAVAILABLE', 'UPSTREAM_CONTRACT'] as const) {
      expect(answer(code)).toEqual([503, 'SEARCH_UNAVAILABLE', 'Search is unavailable right now, please try again shortly']);
    }
  });
});
