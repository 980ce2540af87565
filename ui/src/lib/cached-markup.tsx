import { createContext, createElement, Fragment, type ReactNode, useContext } from 'react';

/**
 * A render's places for markup kept across renders (lib/markup-cache.server.ts implements it for the server's renders).
 * `place` answers what stands where the children would: the kept markup's marker, or the children between two markers
 * that let the finished page hand their markup to the cache.
 */
export interface MarkupSlots {
  place(name: string, deps: readonly unknown[], render: Render, varying: string): readonly [ReactNode, ReactNode, ReactNode];
}

/** The children, made with the one value of their markup that may differ on every page (`varying`). */
type Render = (varying: string) => ReactNode;

/** Set by the server's render (entry.server.tsx); the browser has none. */
export const MarkupSlotsContext = createContext<MarkupSlots | null>(null);

/**
 * Children whose server markup depends on `deps` alone, kept across server renders: the page chrome, the same on every
 * page of a market. `deps` must name everything the markup is made from: values (storefront code, path) by value, objects
 * (the content's answers, kept frozen below the page cache) by identity, so markup made from an answer goes with that
 * answer. The children always sit in the middle of three places, on the server (markers beside them, or a marker in
 * their stead) and in the browser (nothing beside them), so React's ids in them are the same on both sides.
 */
export function CachedMarkup({
  name,
  deps,
  varying = '',
  children,
}: {
  name: string;
  deps: readonly unknown[];
  /** A string the markup holds as text or an attribute (the footer's way back to the page), put in on every page. */
  varying?: string;
  children: ReactNode | Render;
}) {
  const slots = useContext(MarkupSlotsContext);
  const render: Render = typeof children === 'function' ? children : () => children;
  const [before, middle, after] = import.meta.env.SSR && slots ? slots.place(name, deps, render, varying) : [null, render(varying), null];
  return createElement(Fragment, null, before, middle, after);
}
