import { Link, type LinkProps } from 'react-router';

/**
 * A path React Router's `<Link>` turns into an `href` unchanged: one slash first, no `.` or `..` segment, no empty
 * segment, no bare `?` or `#` (those it resolves, joins or drops).
 */
const PLAIN_PATH = /^(?=\/)(?:\/[^/?#.][^/?#]*)*\/?(?:\?[^#]+)?(?:#.+)?$/;

/**
 * `<Link>` for paths of this site, cheaper to render on the server. There a link is only its `<a>`: React Router's
 * `<Link>` resolves the path against the route matches and sets up its click and prefetch handlers, none of which is
 * markup, for each of a listing's hundred-odd links (about a millisecond of a render). So the server writes the `<a>`
 * exactly as `<Link>` would (same attributes in the same order, `data-discover` for route discovery) and the browser
 * renders the real `<Link>`, which hydrates onto it and navigates client-side. Anything else (`discover`, a relative or
 * object `to`, a reload or a target) is the real `<Link>` on both sides.
 */
export const RouterLink: (props: LinkProps) => ReturnType<typeof Link> = import.meta.env.SSR ? ServerLink : Link;

/** The server's side of `RouterLink`, chosen at build time so that none of it ships to the browser. */
function ServerLink(props: LinkProps) {
  if (!isPlainServerLink(props)) return <Link {...props} />;
  const {
    to,
    prefetch: _prefetch,
    preventScrollReset: _preventScrollReset,
    replace: _replace,
    state: _state,
    viewTransition: _viewTransition,
    onClick: _onClick,
    ...rest
  } = props;
  return <a {...rest} href={to as string} data-discover="true" />;
}

/** Only what renders on the server as its bare `<a>`: every other prop of `<Link>` changes the markup or its meaning. */
function isPlainServerLink(props: LinkProps): boolean {
  return (
    typeof props.to === 'string' &&
    PLAIN_PATH.test(props.to) &&
    props.discover === undefined &&
    props.relative === undefined &&
    props.reloadDocument === undefined &&
    props.target === undefined &&
    props.defaultShouldRevalidate === undefined
  );
}
