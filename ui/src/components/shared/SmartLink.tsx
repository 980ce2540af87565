import { isExternalLink } from '@sockshop/core/routing';
import type { ReactNode } from 'react';
import { type LinkProps, useInRouterContext } from 'react-router';
import { RouterLink } from './RouterLink.js';
import { isInternalPath, safeHref } from './safe-url.js';
import { useLocalisedHref } from './storefront-href.js';

export interface SmartLinkProps {
  href: string | undefined;
  children: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-current'?: 'page' | undefined;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** For client-side links only: when React Router loads the target's data and code ahead of the click. */
  prefetch?: LinkProps['prefetch'];
}

/**
 * A link that applies the site's link rules: unsafe hrefs render as plain text, http(s) links open
 * in a new tab with rel="noopener noreferrer", and site paths navigate client-side when a
 * router is present (tests and the error boundary render without one).
 */
export function SmartLink({ href, children, className, onClick, prefetch, ...aria }: SmartLinkProps) {
  const inRouter = useInRouterContext();
  const safe = useLocalisedHref(safeHref(href));
  if (safe === undefined) return <span className={className}>{children}</span>;
  if (isExternalLink(safe)) {
    return (
      <a href={safe} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick} {...aria}>
        {children}
      </a>
    );
  }
  if (inRouter && isInternalPath(safe)) {
    return (
      <RouterLink to={safe} className={className} onClick={onClick} prefetch={prefetch} {...aria}>
        {children}
      </RouterLink>
    );
  }
  return (
    <a href={safe} className={className} onClick={onClick} {...aria}>
      {children}
    </a>
  );
}
