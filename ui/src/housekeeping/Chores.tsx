import { isChunkLoadError } from '@sockshop/core/routing';
import { useEffect, useRef, useState } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { report } from '../diagnostics/report';
import { useStorefrontData } from '../lib/layout-data';
import { watchBuild } from './build-check';
import { redirectRouteModuleReloads, reloadForChunkError, reloadPage } from './chunk-reload';
import { describeError, reportUncaughtErrors } from './error-reports';
import { type Notice, SiteNotice } from './SiteNotice';

/** The error the first render after hydration showed came from the server render, which logged it there. */
let firstMount = true;
let serverError: unknown;

/**
 * Framework housekeeping, loaded after hydration: the update notice when a new build is served, the
 * reload of the target path when a route chunk fails (with the 10 s guard), and diagnostics for errors the browser
 * meets. Rendered by the storefront chrome, also inside its error boundary, whose error it reports.
 */
export default function Chores() {
  const { t, publicConfig } = useStorefrontData();
  const error = useRouteError();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dismissedBuild, setDismissedBuild] = useState<string | null>(null);
  const [newBuild, setNewBuild] = useState<string | null>(null);
  if (firstMount) {
    firstMount = false;
    serverError = error;
  }

  const buildId = publicConfig.buildId;
  const watch = useRef<ReturnType<typeof watchBuild> | null>(null);
  useEffect(() => {
    if (!buildId) return;
    const watching = watchBuild(buildId, setNewBuild);
    watch.current = watching;
    return () => watching.stop();
  }, [buildId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is the trigger, not a value read
  useEffect(() => watch.current?.navigated(), [pathname]);

  useEffect(
    () =>
      redirectRouteModuleReloads((href) => {
        report({
          level: 'warn',
          service: 'ui',
          code: 'error_chunk_load',
          message: 'Route module failed to load again',
          data: { path: href },
        });
        setNotice({ text: 'pageLoadFailed', action: () => window.location.assign(href) });
      }),
    [],
  );
  useEffect(() => reportUncaughtErrors(), []);

  useEffect(() => {
    if (error === undefined || error === serverError || isRouteErrorResponse(error)) return;
    // A chunk that failed while rendering this page: load it again, once in 10 s; otherwise the error page stays.
    if (isChunkLoadError(error) && reloadForChunkError(window.location.href)) return;
    report({
      level: 'error',
      service: 'ui',
      code: 'error_boundary',
      message: describeError(error),
      data: { path: window.location.pathname },
    });
  }, [error]);

  const updateNotice: Notice | null =
    newBuild !== null && newBuild !== dismissedBuild ? { text: 'updateAvailable', action: reloadPage } : null;
  return (
    <SiteNotice
      notice={notice ?? updateNotice}
      t={t}
      onDismiss={() => {
        if (notice) setNotice(null);
        else setDismissedBuild(newBuild);
      }}
    />
  );
}
