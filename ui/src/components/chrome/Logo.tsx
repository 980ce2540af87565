import { SmartLink } from '../shared/SmartLink.js';

/**
 * The brand mark: a striped sock drawn inline (no request, no inline style), with the name beside it. after 4 s
 * without activity ui/src/chrome-behaviours sets `data-collapsed` and the name folds away, leaving the icon.
 */
export function Logo({ href, name }: { href: string; name: string }) {
  return (
    <SmartLink href={href} className="logo">
      <svg className="logo__mark" aria-hidden="true" focusable="false" viewBox="0 0 32 32" width="32" height="32">
        <path d="M11 2h10v14l-1 1-8 9a5 5 0 0 1-7-7l6-6z" fill="#ffd400" />
        <path d="M11 6h10v3H11zM11 11h10v3H11z" fill="#e4007c" />
        <path d="M12 22l-3 3a3 3 0 0 0 4 2l2-2z" fill="#00a3e0" />
      </svg>
      <span className="logo__name">{name}</span>
    </SmartLink>
  );
}
