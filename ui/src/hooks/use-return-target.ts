import { nextReturnTarget } from '@sockshop/core/routing';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const KEY = 'returnTarget';

function stored(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers the last non-checkout page as the way back from checkout (storefront layout calls it on every page). */
export function useRememberReturnTarget(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const next = nextReturnTarget(stored(), `${pathname}${search}`);
    try {
      if (next) window.sessionStorage.setItem(KEY, next);
    } catch {
      // Without storage the way back is the storefront's home.
    }
  }, [pathname, search]);
}

/** Where "continue shopping" leads: the remembered page of this storefront, else its home. */
export function useReturnTarget(storefront: string): string {
  const [target, setTarget] = useState(`/${storefront}`);
  useEffect(() => {
    const remembered = stored();
    if (remembered?.startsWith(`/${storefront}`)) setTarget(remembered);
  }, [storefront]);
  return target;
}
