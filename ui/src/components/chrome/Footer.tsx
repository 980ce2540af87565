import type { Footer as FooterContent } from '@sockshop/core/content';
import { flagUrl } from '@sockshop/core/routing';
import { lazy, Suspense, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated.js';
import type { Translate } from '../../lib/translate.js';
import type { MarketOption, ShopMarketsSource } from '../../market-switch/switcher-options.js';
import { wakeNewsletter } from '../../newsletter/wake-newsletter.js';
import { SocialLinks } from '../shared/SocialLinks.js';
import { BouncingBalls } from './BouncingBalls.js';
import { NavLink } from './SubmenuSections.js';

type FooterLinks = FooterContent['bottom_bar_links'];

// The dialog's code loads on first use, not with the page (JavaScript budget); pointing at or focusing the
// button starts the fetch early.
const loadCountrySwitcher = () => import('./CountrySwitcher.js');
const CountrySwitcher = lazy(() => loadCountrySwitcher().then((module) => ({ default: module.CountrySwitcher })));

export interface FooterProps {
  /** The footer story's content; without it only the country switcher shows. */
  footer: FooterContent | null | undefined;
  t: Translate;
  /** The current market's country code; the switcher button shows its flag and name. */
  currentCountry: string;
  /** The current market's name on the button. */
  countryName: string;
  /**
   * Markets for the built-in CountrySwitcher dialog (shoppers switch market from the footer): a list, or the shop's
   * own, which the dialog makes when it first opens (market-switch/shop-markets.ts) so no page carries it.
   */
  markets?: readonly MarketOption[] | ShopMarketsSource;
  /** The chooser's address without JavaScript (`/?return=…` keeps the page to come back to); `/` by default. */
  chooserHref?: string;
  /** Newsletter sign-up, as HTML made on the server (ui/src/newsletter/footer-newsletter.server.tsx); React renders an
   * empty box for an undefined `__html` (chrome tests without it). */
  newsletterHtml?: string;
}

/** Footer: two link blocks, country switcher, social links, bottom bar and copyright. */
export function Footer({ footer, t, currentCountry, countryName, markets, chooserHref = '/', newsletterHtml }: FooterProps) {
  const [switcherOpen, setSwitcherOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog and reopening needs no fetch.
  const [switcherUsed, setSwitcherUsed] = useState(false);

  const onOpen = markets
    ? () => {
        setSwitcherUsed(true);
        setSwitcherOpen(true);
      }
    : undefined;
  const country = { code: currentCountry, name: countryName };
  const switcher = <CountrySwitcherButton country={country} t={t} onOpen={onOpen} onIntent={loadCountrySwitcher} href={chooserHref} />;
  return (
    <footer className="site-footer">
      <BouncingBalls />
      {/* Markup to keep, made on the server; the form's first focus bubbles here and wakes its controller. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a container for the events of the form inside it */}
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: NewsletterSignUp's markup with escaped texts, made on the server (newsletter/footer-newsletter.server.tsx)
        dangerouslySetInnerHTML={{ __html: newsletterHtml as string }}
        onFocus={wakeNewsletter}
      />
      {footer ? <FooterBlocks footer={footer} t={t} switcher={switcher} /> : <div className="site-footer__grid">{switcher}</div>}
      {markets && switcherUsed ? (
        <Suspense fallback={null}>
          <CountrySwitcher
            open={switcherOpen}
            onClose={() => setSwitcherOpen(false)}
            markets={markets}
            currentCountryCode={currentCountry}
            t={t}
          />
        </Suspense>
      ) : null}
    </footer>
  );
}

// One footer per page: its headings' ids are fixed.
function FooterBlocks({ footer, t, switcher }: { footer: FooterContent; t: Translate; switcher: React.ReactNode }) {
  return (
    <>
      <div className="site-footer__grid">
        <nav className="site-footer__block" aria-labelledby="footer-block-one">
          <h2 id="footer-block-one" className="site-footer__title">
            {footer.block_one.title}
          </h2>
          <LinkList links={footer.block_one.top_links} className="site-footer__links" />
          <LinkList links={footer.block_one.bottom_links} className="site-footer__links site-footer__links--small" />
        </nav>
        <nav className="site-footer__block" aria-labelledby="footer-block-two">
          <h2 id="footer-block-two" className="site-footer__title">
            {footer.block_two.title}
          </h2>
          <LinkList links={footer.block_two.links} className="site-footer__links" />
        </nav>
        <div className="site-footer__block site-footer__aside">
          {switcher}
          <SocialLinks links={footer.social_links} label={t('socialLinks')} />
        </div>
      </div>
      <div className="site-footer__bar">
        {footer.bottom_bar_links.length > 0 ? (
          <nav aria-label={t('footerNavigation')}>
            <LinkList links={footer.bottom_bar_links} className="site-footer__bar-links" />
          </nav>
        ) : null}
        <p className="site-footer__copyright">{footer.copyright}</p>
      </div>
    </>
  );
}

function LinkList({ links, className }: { links: FooterLinks; className: string }) {
  if (links.length === 0) return null;
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={`${link.text}-${link.url}`}>
          <NavLink link={link} className="footer-link" />
        </li>
      ))}
    </ul>
  );
}

interface CountrySwitcherButtonProps {
  country: { code: string; name: string };
  t: Translate;
  onOpen?: () => void;
  /** The shopper is about to press the button: a chance to fetch the dialog's code. */
  onIntent?: () => unknown;
  href: string;
}

function CountrySwitcherButton({ country, t, onOpen, onIntent, href }: CountrySwitcherButtonProps) {
  const hydrated = useHydrated();
  const content = (
    <>
      <img className="flag" src={flagUrl(country.code)} alt="" width={24} height={18} loading="lazy" decoding="async" />
      <span>{country.name}</span>
      <span className="visually-hidden">{` – ${t('chooseCountry')}`}</span>
    </>
  );
  // Server and first client render agree on the link; the button replaces it once it can work.
  if (hydrated && onOpen) {
    return (
      <button
        type="button"
        className="country-switcher-button"
        aria-haspopup="dialog"
        onClick={onOpen}
        onPointerEnter={onIntent}
        onFocus={onIntent}
      >
        {content}
      </button>
    );
  }
  return (
    <a className="country-switcher-button" href={href}>
      {content}
    </a>
  );
}
