import { type Texts, tx } from './i18n.js';

/** The company a shop's legal pages name (imprint, terms, privacy contact). */
export interface Company {
  name: string;
  street: string;
  postCode: string;
  city: string;
  country: Texts;
  /** The trade register and the company's number in it. */
  register: Texts;
  registerNumber: string;
  vatId: string;
  managingDirectors: readonly string[];
  email: string;
}

/**
 * The sandbox's company: clearly sample values on a reserved domain, and the imprint says so. This is
 * the one place they live; a real shop writes its own company into its content space's legal stories
 * (docs/operations.md "Company and legal data").
 */
export const SAMPLE_COMPANY: Company = {
  name: 'Sample Socks B.V.',
  street: 'Voorbeeldstraat 1',
  postCode: '1000 AA',
  city: 'Amsterdam',
  country: tx('The Netherlands', 'Niederlande', 'Nederland', 'Pays-Bas'),
  register: tx('Chamber of Commerce (KvK)', 'Handelsregister (KvK)', 'Kamer van Koophandel', 'Chambre de commerce (KvK)'),
  registerNumber: '12345678',
  vatId: 'NL123456789B01',
  managingDirectors: ['Alex Example', 'Sam Sample'],
  email: 'hello@sockshop.example',
};

/** The imprint's note that these are sample details, so no visitor takes them for a real company's. */
export const SAMPLE_NOTE = tx(
  'This is a demonstration shop: the company details on this page are sample values, not those of a real company.',
  'Dies ist ein Demo-Shop: Die Firmenangaben auf dieser Seite sind Beispielwerte, nicht die eines echten Unternehmens.',
  'Dit is een demowinkel: de bedrijfsgegevens op deze pagina zijn voorbeeldwaarden, niet die van een echt bedrijf.',
  'Ceci est une boutique de démonstration : les informations sur la société sont des valeurs d’exemple, pas celles d’une vraie entreprise.',
);
