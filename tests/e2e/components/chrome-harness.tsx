// Browser harness: the page chrome and blocks, rendered client-side with the fixtures the unit tests use,
// so keyboard behaviour and axe can be checked in Chromium without the shop server.

import { BlockList } from '@sockshop/ui/components/blocks/BlockList';
import { aCard, BLOCKS } from '@sockshop/ui/components/blocks/block-fixtures';
import { FOOTER, NAVIGATION } from '@sockshop/ui/components/chrome/chrome-fixtures';
import { Footer } from '@sockshop/ui/components/chrome/Footer';
import { Header } from '@sockshop/ui/components/chrome/Header';
import { SkipLink } from '@sockshop/ui/components/chrome/SkipLink';
import { TopBanner } from '@sockshop/ui/components/chrome/TopBanner';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { UI_TRANSLATIONS } from './ui-translations';

const t = (key: string) => (UI_TRANSLATIONS as Record<string, string>)[key] ?? key;
const markets = [
  { countryCode: 'DE', name: 'Deutschland', storefront: 'de', href: '#de' },
  { countryCode: 'NL', name: 'Nederland', storefront: 'nl', href: '#nl' },
  { countryCode: 'US', name: 'United States', storefront: 'us', href: '#us' },
];

function Harness() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <SkipLink t={t} />
      <TopBanner message="Free shipping from 50 €" href="#shipping" color="yellow" />
      <Header
        t={t}
        storefront="de"
        navigation={NAVIGATION}
        homeHref="#home"
        cartHref="#cart"
        cartCount={2}
        onMobileMenuChange={setMenuOpen}
      />
      <main id="main" tabIndex={-1} data-menu-open={menuOpen ? 'yes' : 'no'}>
        <h1>Harness</h1>
        <BlockList
          blocks={Object.values(BLOCKS)}
          t={t}
          productLists={{ pl1: { products: [aCard('A1'), aCard('B2')] } }}
          newsletter={{ store: 'de', countryCode: 'DE' }}
        />
      </main>
      <Footer footer={FOOTER} t={t} currentCountry="DE" countryName="Deutschland" markets={markets} />
    </>
  );
}

createRoot(document.getElementById('root')!).render(<Harness />);
