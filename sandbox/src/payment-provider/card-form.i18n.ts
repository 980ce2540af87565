import type { CardProblem } from './card-vault.js';

/** Labels of the card form in the shop's languages (en, de, nl, fr). */
export const LABELS = {
  en: {
    title: 'Card details',
    number: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    cvc: 'Security code (CVC)',
    holder: 'Name on card',
    pay: 'Pay',
  },
  de: {
    title: 'Kartendaten',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum (MM/JJ)',
    cvc: 'Prüfnummer (CVC)',
    holder: 'Name auf der Karte',
    pay: 'Bezahlen',
  },
  nl: {
    title: 'Kaartgegevens',
    number: 'Kaartnummer',
    expiry: 'Vervaldatum (MM/JJ)',
    cvc: 'Beveiligingscode (CVC)',
    holder: 'Naam op kaart',
    pay: 'Betalen',
  },
  fr: {
    title: 'Données de la carte',
    number: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    cvc: 'Code de sécurité (CVC)',
    holder: 'Nom sur la carte',
    pay: 'Payer',
  },
} as const;
export type FormLanguage = keyof typeof LABELS;

/** What the form says about a bad card, per language. */
export const CARD_PROBLEMS: Record<FormLanguage, Record<CardProblem | 'unreachable', string>> = {
  en: {
    number: 'Enter a valid card number',
    expiryFormat: 'Enter the expiry date as MM/YY',
    expired: 'This card has expired',
    cvc: 'Enter the 3 or 4 digit security code',
    holderName: 'Enter the name on the card',
    unreachable: 'The card could not be checked. Please try again.',
  },
  de: {
    number: 'Bitte eine gültige Kartennummer eingeben',
    expiryFormat: 'Bitte das Ablaufdatum als MM/JJ eingeben',
    expired: 'Diese Karte ist abgelaufen',
    cvc: 'Bitte die 3- oder 4-stellige Prüfnummer eingeben',
    holderName: 'Bitte den Namen auf der Karte eingeben',
    unreachable: 'Die Karte konnte nicht geprüft werden. Bitte erneut versuchen.',
  },
  nl: {
    number: 'Vul een geldig kaartnummer in',
    expiryFormat: 'Vul de vervaldatum in als MM/JJ',
    expired: 'Deze kaart is verlopen',
    cvc: 'Vul de beveiligingscode van 3 of 4 cijfers in',
    holderName: 'Vul de naam op de kaart in',
    unreachable: 'De kaart kon niet worden gecontroleerd. Probeer het opnieuw.',
  },
  fr: {
    number: 'Saisissez un numéro de carte valide',
    expiryFormat: "Saisissez la date d'expiration au format MM/AA",
    expired: 'Cette carte a expiré',
    cvc: 'Saisissez le code de sécurité à 3 ou 4 chiffres',
    holderName: 'Saisissez le nom figurant sur la carte',
    unreachable: 'La carte n’a pas pu être vérifiée. Veuillez réessayer.',
  },
};

export function formLanguage(value: string | null): FormLanguage {
  return value && value in LABELS ? (value as FormLanguage) : 'en';
}
