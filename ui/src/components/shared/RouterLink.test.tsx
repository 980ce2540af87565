import { renderToString } from 'react-dom/server';
import { Link, type LinkProps, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouterLink } from './RouterLink.js';

const inRouter = (link: React.ReactNode) => renderToString(<MemoryRouter initialEntries={['/de/adults/socks']}>{link}</MemoryRouter>);

const PROPS: Omit<LinkProps, 'to'>[] = [
  { className: 'product-card__link', prefetch: 'intent' },
  { className: 'active-filters__chip', preventScrollReset: true, 'aria-label': 'Remove filter: Colour: black' },
  { rel: 'next', className: 'button button--secondary', replace: true, state: { from: 'listing' } },
];

describe('RouterLink on the server', () => {
  it.each([
    '/de/adults/socks',
    '/de/adults/socks?color=black&sort=price%3Aasc',
    '/de/product/CRW-100#reviews',
    '/',
    '/de/',
    '/de/search?term=s%C3%B6ckchen',
  ])('writes the markup React Router’s <Link> writes for %s', (to) => {
    for (const props of PROPS) {
      expect(
        inRouter(
          <RouterLink to={to} {...props}>
            Socks
          </RouterLink>,
        ),
      ).toBe(
        inRouter(
          <Link to={to} {...props}>
            Socks
          </Link>,
        ),
      );
    }
  });

  it.each(['/de/./adults', '/de/../fr', '/de//adults', '/de?', '/de#', 'adults/socks', '../fr', '/.well-known/x'])(
    'leaves a path <Link> would change to <Link> itself: %s',
    (to) => {
      expect(inRouter(<RouterLink to={to}>Socks</RouterLink>)).toBe(inRouter(<Link to={to}>Socks</Link>));
    },
  );

  it('is a bare <a> for a plain path: it needs none of the router (the resolving <Link> does)', () => {
    expect(renderToString(<RouterLink to="/de/adults/socks">Socks</RouterLink>)).toBe(
      '<a href="/de/adults/socks" data-discover="true">Socks</a>',
    );
    expect(() =>
      renderToString(
        <RouterLink to="/de/adults/socks" reloadDocument>
          Socks
        </RouterLink>,
      ),
    ).toThrow();
  });
});
