import type { NewsletterActor } from './newsletter-actor.js';
import { openNewsletterDialog } from './newsletter-dialog.js';
import type { NewsletterPlace } from './newsletter-texts.js';

/** Newsletter debounce: submits within 500 ms of the last one (double clicks, repeated Enter) send nothing. */
export const SUBMIT_DEBOUNCE_MS = 500;

/** The form's texts, from its `data-` fields (NewsletterSignUp). */
interface FormTexts {
  place: NewsletterPlace;
  success: string;
  error: string;
  invalid: string;
  failed: string;
  retry: string;
  close: string;
}

const textsOf = (form: HTMLFormElement): FormTexts => {
  const data = form.dataset;
  return {
    place: data.place === 'footer' ? 'footer' : 'block',
    success: data.success ?? '',
    error: data.error ?? '',
    invalid: data.invalid ?? '',
    failed: data.failed ?? '',
    retry: data.retry ?? '',
    close: data.close ?? '',
  };
};

interface Controlled {
  actor: NewsletterActor;
  lastSubmit: number;
}

const controlled = new WeakSet<HTMLFormElement>();

const emailOf = (form: HTMLFormElement) => form.elements.namedItem('email') as HTMLInputElement;
const fieldOf = (form: HTMLFormElement, name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';

/**
 * The browser side of a newsletter form, started by its first focus (`field` is what got it): core's newsletter
 * machine decides; this listens to the form, writes the machine's state into the server-rendered markup
 * (aria-invalid and the status line) and opens the welcome and error dialogs.
 */
export function control(field: Element): void {
  const form = field.closest('form');
  if (!form || controlled.has(form)) return;
  controlled.add(form);
  // The machine (xstate) comes a step later: the page's own code then names one file to fetch, not two.
  void import('./newsletter-actor.js').then(({ startNewsletterActor }) => start(form, startNewsletterActor));
}

function start(form: HTMLFormElement, startNewsletterActor: typeof import('./newsletter-actor.js').startNewsletterActor): Controlled {
  const email = emailOf(form);
  const status = document.getElementById(email.getAttribute('aria-describedby') ?? '');
  // Read at each use: a re-rendered block may carry new texts (another language after a market switch).
  const texts = () => textsOf(form);
  const actor = startNewsletterActor(() => ({ store: fieldOf(form, 'store'), countryCode: fieldOf(form, 'countryCode') }), texts().place);
  const entry: Controlled = { actor, lastSubmit: Number.NEGATIVE_INFINITY };
  // The invalid state clears as the shopper types (the machine debounces it).
  form.addEventListener('input', () => actor.send({ type: 'email.changed', email: email.value }));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (event.timeStamp - entry.lastSubmit < SUBMIT_DEBOUNCE_MS) return;
    entry.lastSubmit = event.timeStamp;
    actor.send({ type: 'email.changed', email: email.value });
    // A submit while a request is out or a dialog shows is ignored by the machine (only idle accepts it).
    actor.send({ type: 'submit' });
  });
  // Focusing the field clears the request-failed flag.
  email.addEventListener('focus', () => actor.send({ type: 'field.focused' }));

  const welcome = () => {
    const { success, close, place } = texts();
    openNewsletterDialog(
      {
        message: success,
        buttons: [{ label: close, value: 'close' }],
        onClose: () => {
          actor.send({ type: 'dialog.accepted' });
          if (place === 'block') email.value = '';
        },
      },
      place === 'block' ? email : (status ?? undefined),
    );
  };
  const failed = () => {
    const { failed: title, error, retry, close } = texts();
    openNewsletterDialog(
      {
        title,
        message: error,
        buttons: [
          { label: retry, value: 'retry' },
          { label: close, value: 'close' },
        ],
        onClose: (value) => {
          if (value !== 'retry') {
            actor.send({ type: 'dialog.accepted' });
            return;
          }
          // Retry resets the form (an empty field, no message, the flag cleared); the shopper sends again.
          actor.send({ type: 'retry' });
          email.value = '';
        },
      },
      email,
    );
  };

  let shown: 'success' | 'failed' | '' = '';
  const render = (snapshot: ReturnType<NewsletterActor['getSnapshot']>) => {
    const { place, invalid: invalidText, success } = texts();
    const invalid = snapshot.context.invalid;
    const done = snapshot.matches('success');
    if (invalid) email.setAttribute('aria-invalid', 'true');
    else email.removeAttribute('aria-invalid');
    form.setAttribute('aria-busy', String(snapshot.matches('loading')));
    // The footer's form gives way to the welcome text; a block's comes back empty (core's machine returns it to idle).
    const footerDone = done && place === 'footer';
    for (const part of form.querySelectorAll<HTMLElement>('.newsletter__label, .newsletter__row')) part.hidden = footerDone;
    if (status) {
      status.textContent = invalid ? invalidText : footerDone ? success : '';
      status.tabIndex = -1;
    }
    const now = done ? 'success' : snapshot.matches('requestFailed') ? 'failed' : '';
    if (now === shown) return;
    shown = now;
    if (now === 'success') welcome();
    if (now === 'failed') failed();
  };
  actor.subscribe(render);
  // aria-busy="false" from now on also tells that the form is listening (the browser tests wait for it).
  render(actor.getSnapshot());
  return entry;
}
