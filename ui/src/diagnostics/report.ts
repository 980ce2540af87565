import type { DiagnosticReport } from './diagnostic-report';

export type { DiagnosticReport } from './diagnostic-report';

type PageLogger = typeof import('./page-logger').pageLogger;
let logger: Promise<PageLogger | null> | undefined;

/**
 * Hands a report to the page's diagnostics logger, which batches it to POST /api/diagnostics/log. The logger
 * loads on the first report (nothing of it is in a page's first load); nothing here throws or waits, and a
 * report that cannot be sent is dropped.
 */
export function report(entry: DiagnosticReport): void {
  if (typeof window === 'undefined') return;
  logger ??= import('./page-logger').then(
    (loaded) => loaded.pageLogger,
    () => {
      // The chunk could not load (a deploy removed it, or the network is gone): try again with the next report.
      logger = undefined;
      return null;
    },
  );
  void logger.then((loaded) => loaded?.log(entry));
}
