import { report } from '../diagnostics/report';
import { takeHeldErrors } from './held-errors';

/** A short text for anything thrown: an Error's name and message, a domain error's code and message, else its string. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    return typeof code === 'string' ? `${code}: ${String(message)}` : String(message);
  }
  return String(error);
}

/** The page's uncaught errors and unhandled rejections go to the diagnostics log, those held before too. */
export function reportUncaughtErrors(): () => void {
  const onError = (event: ErrorEvent) => {
    // A script of another origin reports only "Script error.": nothing to act on.
    if (!event.error && /^Script error\.?$/.test(event.message)) return;
    report({
      level: 'error',
      service: 'ui',
      code: 'error_uncaught',
      message: event.error ? describeError(event.error) : event.message,
      data: { path: window.location.pathname, source: event.filename, line: event.lineno, column: event.colno },
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    report({
      level: 'error',
      service: 'ui',
      code: 'error_unhandled_rejection',
      message: describeError(event.reason),
      data: { path: window.location.pathname },
    });
  };
  // What the page met before this loaded (it loads late), first.
  for (const event of takeHeldErrors()) {
    if (event.type === 'error') onError(event as ErrorEvent);
    else onRejection(event as PromiseRejectionEvent);
  }
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
