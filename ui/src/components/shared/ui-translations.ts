export type { Translate } from '../../lib/translate.js';

/**
 * The translation keys the shared components ask for, with English wording. The content sandbox
 * seeds these; a missing key should fall back to this text in the page's `t`.
 */
export const UI_TRANSLATIONS = {
  skipToContent: 'Skip to content',
  mainNavigation: 'Main navigation',
  menu: 'Menu',
  home: 'Sock shop home',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  back: 'Back',
  showSubmenu: 'Show more',
  search: 'Search',
  searchPlaceholder: 'Search socks, colours, gifts…',
  cart: 'Cart',
  itemsInCart: 'items in cart',
  chooseCountry: 'Choose your country',
  close: 'Close',
  socialLinks: 'Follow us',
  footerNavigation: 'Footer',
  cantFindIt: "We can't find it",
  backToTheStartPage: 'Back to the start page',
  email: 'Email address',
  invalidEmail: 'Please enter a valid email address',
  retry: 'Retry',
  anErrorOcurred: 'An error occurred',
  inStock: 'In stock',
  lowStock: 'Only a few left',
  noStock: 'Sold out',
  previousPrice: 'Previous price',
  currentPrice: 'Price',
} as const;
export type UiTranslationKey = keyof typeof UI_TRANSLATIONS;
