import { type ComponentType, useEffect, useState } from 'react';

/**
 * spec §2, §7 framework housekeeping, mounted once in the storefront chrome. Issue 12: the update check, the chunk-error
 * reload and the error reports load after hydration (an effect never runs before it), none of it in a page's first load;
 * without its chunk the page simply goes without them.
 */
export function Housekeeping() {
  const [Chores, setChores] = useState<ComponentType | null>(null);
  useEffect(() => {
    import('./Chores').then(
      (chores) => setChores(() => chores.default),
      () => undefined,
    );
  }, []);
  return Chores && <Chores />;
}
