import { assign, fromPromise, setup } from 'xstate';

/** Something, an at sign, something, a dot, something. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INVALID_EMAIL_KEY = 'invalidEmail';
/** The invalid state clears as the shopper types, debounced 500 ms. */
const NEWSLETTER_DEBOUNCE_MS = 500;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** Where the form sits; menu and block forms come back after the welcome dialog. */
export type NewsletterPlacement = 'header' | 'footer' | 'menu' | 'block' | 'checkout';

export interface NewsletterContext {
  email: string;
  placement: NewsletterPlacement;
  /** Shows the 'invalidEmail' message. */
  invalid: boolean;
  /** Set by a failed request; cleared when the field is focused. */
  requestFailed: boolean;
}

export type NewsletterEvent =
  | { type: 'email.changed'; email: string }
  | { type: 'field.focused' }
  | { type: 'submit' }
  | { type: 'dialog.accepted' }
  | { type: 'retry' };

/** Idle, loading, then success (welcome dialog) or requestFailed (error dialog with a retry that resets the form). */
export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    input: {} as { placement: NewsletterPlacement; email?: string },
  },
  actors: {
    signUp: fromPromise<void, { email: string }>(async () => {
      throw new Error('signUp must be supplied with .provide()');
    }),
  },
  delays: { debounce: NEWSLETTER_DEBOUNCE_MS },
  guards: {
    isEmailValid: ({ context }) => isValidEmail(context.email),
    isInvalidShown: ({ context }) => context.invalid,
    isInlinePlacement: ({ context }) => context.placement === 'menu' || context.placement === 'block',
  },
  actions: {
    setEmail: assign({ email: ({ context, event }) => (event.type === 'email.changed' ? event.email : context.email) }),
    resetForm: assign({ email: '', invalid: false, requestFailed: false }),
  },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({ email: input.email ?? '', placement: input.placement, invalid: false, requestFailed: false }),
  initial: 'idle',
  states: {
    idle: {
      initial: 'editing',
      on: {
        'email.changed': [{ guard: 'isInvalidShown', target: '.debouncing', reenter: true, actions: 'setEmail' }, { actions: 'setEmail' }],
        'field.focused': { actions: assign({ requestFailed: false }) },
        submit: [{ guard: 'isEmailValid', target: 'loading', actions: assign({ invalid: false }) }, { actions: assign({ invalid: true }) }],
      },
      states: {
        editing: {},
        debouncing: {
          after: { debounce: [{ guard: 'isEmailValid', target: 'editing', actions: assign({ invalid: false }) }, { target: 'editing' }] },
        },
      },
    },
    loading: {
      invoke: {
        src: 'signUp',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: 'success',
        onError: { target: 'requestFailed', actions: assign({ requestFailed: true }) },
      },
    },
    success: {
      on: { 'dialog.accepted': { guard: 'isInlinePlacement', target: 'idle', actions: 'resetForm' } },
    },
    requestFailed: {
      on: {
        retry: { target: 'idle', actions: 'resetForm' },
        'dialog.accepted': 'idle',
      },
    },
  },
});
