// Test data: one valid block of each component, shaped as the content sandbox seeds them and as parseBlocks hands them
// to BlockList (every field the schema defaults is present).
import type { ContentBlock, RichTextNode } from '@sockshop/core/content';
import type { ProductCardData } from './ProductCard.js';

const doc = (text: string): RichTextNode => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

export const BLOCKS = {
  hero: {
    _uid: 'h1',
    component: 'hero',
    title: 'Happy feet',
    subtitle: 'Colourful socks',
    image: { filename: 'https://a.storyblok.com/f/1/1600x900/x/hero.jpg', alt: 'Socks on a line' },
    cta_label: 'Shop socks',
    cta_link: { linktype: 'story', cached_url: 'de/adults/socks', url: '' },
    background_color: 'yellow',
  },
  promo: {
    _uid: 'p1',
    component: 'promo',
    title: 'Gift boxes',
    text: 'Give happiness',
    link: { linktype: 'url', url: 'https://gifts.example/', cached_url: '' },
    link_label: 'See gifts',
  },
  product_list: { _uid: 'pl1', component: 'product_list', title: 'Bestsellers', category: 'adults/socks', widget_id: '', limit: 2 },
  blurb: { _uid: 'b1', component: 'blurb', title: 'Free returns', text: 'Within 30 days', icon: 'truck' },
  accordion: {
    _uid: 'a1',
    component: 'accordion',
    title: 'Good to know',
    items: [{ _uid: 'ai1', title: 'Washing', body: doc('At 40 degrees') }],
  },
  newsletter: {
    _uid: 'n1',
    component: 'newsletter',
    title: 'Join the club',
    subtitle: '',
    button: 'Sign up',
    legal: 'Unsubscribe any time',
    placeholder: 'you@example.com',
    successMessage: 'Welcome aboard',
    errorMessage: 'That did not work',
  },
  faq: {
    _uid: 'f1',
    component: 'faq',
    title: 'Questions',
    questions: [{ _uid: 'q1', question: 'Do you ship?', answer: doc('Yes, everywhere') }],
  },
  social_links: {
    _uid: 's1',
    component: 'social_links',
    title: 'Follow us',
    links: [{ _uid: 'sl1', network: 'instagram', url: 'https://instagram.example/socks' }],
  },
  video: {
    _uid: 'v1',
    component: 'video',
    title: 'How socks are made',
    src: '/media/socks.mp4',
    poster: '/media/poster.jpg',
    captions: '/media/socks.vtt',
  },
  rich_text: { _uid: 'r1', component: 'rich_text', body: doc('Made with love') },
} satisfies { [C in ContentBlock['component']]: Extract<ContentBlock, { component: C }> };

export const aCard = (sku: string, overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  sku,
  name: `Sock ${sku}`,
  href: `/de/product/${sku}`,
  price: '12,95 €',
  stockStatus: 'in-stock',
  stockLabel: 'In stock',
  image: { src: `/images/${sku}.svg`, alt: `Sock ${sku}`, width: 720, height: 720, srcSet: `/images/${sku}.svg?w=320 320w`, sizes: '50vw' },
  ...overrides,
});
