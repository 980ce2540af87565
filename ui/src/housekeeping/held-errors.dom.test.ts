// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LOGGER_LIMITS } from '../diagnostics/client-logger';
import { holdUncaughtErrors, takeHeldErrors } from './held-errors';

// Errors met before the error reports load are held for them, bounded by what the log takes in a minute.
describe('held errors', () => {
  it('holds errors and rejections until taken, at most a minute of reports, then stops holding', () => {
    holdUncaughtErrors();
    for (let i = 0; i < LOGGER_LIMITS.perMinute + 5; i++) window.dispatchEvent(new Event('error'));
    const held = takeHeldErrors();
    expect(held).toHaveLength(LOGGER_LIMITS.perMinute);
    window.dispatchEvent(new Event('unhandledrejection'));
    expect(takeHeldErrors()).toEqual([]);
  });
});
