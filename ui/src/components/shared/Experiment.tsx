import { type ReactNode, useEffect } from 'react';
import { reportExposure } from '../../analytics/experiment-exposure';

/** core's SHIPPING_SPEED_EXPERIMENT.id (core/experiments holds zod schemas the browser need not load). */
export const SHIPPING_SPEED = 'shipping-speed';

interface ExperimentProps {
  id: string;
  /** Whether the experiment runs for this page's market (root loader data); if not, only the default variant renders. */
  running: boolean;
  defaultVariant: string;
  variants: Record<string, ReactNode>;
}

/**
 * Every variant of an experiment, each in its own element: the shell's style shows the one the shell script drew
 * for this visitor, before first paint, so the cached page needs no variant of its own (docs/decisions.md "Serve path").
 */
export function Experiment({ id, running, defaultVariant, variants }: ExperimentProps) {
  useEffect(() => {
    if (running) reportExposure(id);
  }, [id, running]);
  if (!running) return <>{variants[defaultVariant]}</>;
  return (
    <>
      {Object.entries(variants).map(([variant, content]) => (
        <div key={variant} data-exp={id} data-exp-variant={variant}>
          {content}
        </div>
      ))}
    </>
  );
}
