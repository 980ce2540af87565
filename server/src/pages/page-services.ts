import { BACKEND_FAILURE_CODES, isFallback, type ShopServices } from '@sockshop/core/ports';
import { type Result, ResultAsync } from 'neverthrow';
import type { AnswerCache, Outcome } from './answer-cache.js';
import { answerKeyOf, isAnswerKept } from './cached-services.js';

/**
 * What one render says about itself: whether a port it called met a failing backend, so the page shows fallbacks
 * (bundled texts, "products cannot be shown"). Such a page is served but never kept. The ports a render gets write it
 * (pageServices); nothing else does: what is logged on the way has no bearing on it.
 */
export interface RenderReport {
  degraded: boolean;
}

/** Backend failures, as opposed to answers such as "no such product". */
const FAILURES = new Set<string>([...BACKEND_FAILURE_CODES, 'UNAUTHORIZED']);

/** A failure of the backend, or a fallback the port handed out in place of its answer (core's asFallback). */
export async function outcomeOf<T, E>(call: PromiseLike<Result<T, E>>): Promise<Outcome> {
  const result = await call;
  const degraded = result.isErr() ? FAILURES.has((result.error as { code?: string } | null)?.code ?? '') : isFallback(result.value);
  return { result: result as Result<unknown, unknown>, degraded };
}

/**
 * The services one render is handed: the content and catalogue ports report into that render's `report`, and, with an
 * answer cache, answer from it what every shopper of a scope shares (cached-services.ts names those calls).
 */
export function pageServices(services: ShopServices, answers?: AnswerCache): (report: RenderReport) => ShopServices {
  return (report) => ({
    ...services,
    catalog: reportingPort('catalog', services.catalog, report, answers),
    content: reportingPort('content', services.content, report, answers),
  });
}

/** A Proxy rather than one wrapper per method: every method of both ports returns a ResultAsync, and the check is the same. */
function reportingPort<T extends object>(name: string, port: T, report: RenderReport, answers: AnswerCache | undefined): T {
  return new Proxy(port, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const settled = (outcome: Promise<Outcome>) =>
          new ResultAsync(
            outcome.then(({ result, degraded }) => {
              if (degraded) report.degraded = true;
              return result;
            }),
          );
        if (answers && isAnswerKept(name, property, args)) {
          return settled(answers.answer(answerKeyOf(name, property, args), () => outcomeOf(value.apply(target, args))));
        }
        const result = value.apply(target, args);
        return typeof result?.mapErr === 'function' ? settled(outcomeOf(result)) : result;
      };
    },
  });
}
