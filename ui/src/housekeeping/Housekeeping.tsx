import { type ComponentType, useEffect, useState } from 'react';
import { useRouteError } from 'react-router';
import { afterActivityOrQuiet } from '../lib/first-activity';
import { holdUncaughtErrors } from './held-errors';

/**
 * Framework housekeeping, mounted once in the storefront chrome. the update check, the chunk-error
 * reload and the error reports load on the shopper's first activity or once the loaded page is quiet (an update notice,
 * a reload guard for the next navigation, errors held until then), not with the page; under an error boundary at once,
 * to report the error or reload for a failed chunk. Without its chunk the page simply goes without them.
 */
export function Housekeeping() {
  const [Chores, setChores] = useState<ComponentType | null>(null);
  // Outside an error boundary React Router answers null (its context's default), inside it the error.
  const failed = useRouteError() != null;
  useEffect(() => {
    const load = () => {
      import('./Chores').then(
        (chores) => setChores(() => chores.default),
        () => undefined,
      );
    };
    if (failed) {
      load();
      return undefined;
    }
    holdUncaughtErrors();
    return afterActivityOrQuiet(load);
  }, [failed]);
  return Chores && <Chores />;
}
