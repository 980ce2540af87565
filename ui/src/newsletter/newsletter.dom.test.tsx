// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { NewsletterContentSchema } from '@sockshop/core/content';
import { NEWSLETTER_INTERACTION_KEY } from '@sockshop/core/interaction';
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKS } from '../components/blocks/block-fixtures.js';
import { NewsletterBlock } from '../components/blocks/NewsletterBlock.js';
import { Footer } from '../components/chrome/Footer.js';
import { footerNewsletterHtml } from './footer-newsletter.server.js';
import { SUBMIT_DEBOUNCE_MS } from './newsletter-controller.js';

// Both newsletter forms (the block, rendered by React, and the footer's server-made markup) driven through the same
// controller against a real local endpoint whose answers the test sets: dialogs, validation, debounce.
const answers: number[] = [];
let delayMs = 0;
const received: unknown[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      const status = answers.shift() ?? 200;
      setTimeout(() => response.writeHead(status, { 'content-type': 'application/json' }).end('{}'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // happy-dom's own handle on the window: the page's origin is the local server's, so '/api/newsletter' reaches it.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}/de`,
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  window.localStorage.clear();
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
  received.length = 0;
  answers.length = 0;
  delayMs = 0;
});

const t = (key: string) => `t:${key}`;
const CONTENT = NewsletterContentSchema.parse({
  component: 'newsletter_settings',
  title: 'Happy news',
  button: 'Join',
  successMessage: 'Welcome aboard',
  errorMessage: 'That did not work',
});

function showFooter() {
  const html = footerNewsletterHtml({ content: CONTENT, t, store: 'fr', countryCode: 'FR', outcome: null });
  const view = render(<Footer footer={null} t={t} currentCountry="FR" countryName="France" newsletterHtml={html} />);
  return parts(view.container);
}

function showBlock() {
  const view = render(
    <NewsletterBlock block={BLOCKS.newsletter as never} ctx={{ t, productLists: {}, newsletter: { store: 'de', countryCode: 'DE' } }} />,
  );
  return parts(view.container);
}

function parts(container: HTMLElement) {
  const form = container.querySelector('form') as HTMLFormElement;
  const email = form.elements.namedItem('email') as HTMLInputElement;
  const status = document.getElementById(email.getAttribute('aria-describedby') ?? '') as HTMLElement;
  // The first focus fetches the controller; it marks the form (aria-busy="false") once it listens.
  const submit = async (value: string) => {
    email.focus();
    await waitFor(() => expect(form.getAttribute('aria-busy')).toBe('false'));
    email.value = value;
    fireEvent.submit(form);
  };
  return { form, email, status, submit };
}

const openDialog = () => document.querySelector('dialog[open]') as HTMLDialogElement | null;
const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('newsletter validation', () => {
  it("an invalid address shows 'invalidEmail' tied to the field and sends nothing; typing a valid one clears it", async () => {
    const { email, status, submit } = showFooter();
    await submit('not-an-address');
    await waitFor(() => expect(status.textContent).toBe('t:invalidEmail'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toBe(status.id);
    expect(received).toEqual([]);
    email.value = 'sock@example.com';
    fireEvent.input(email);
    // The invalid state clears 500 ms after the address became valid, not at once.
    await pause(200);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(email.hasAttribute('aria-invalid')).toBe(false));
    expect(status.textContent).toBe('');
  });
});

describe('newsletter debounce', () => {
  it('drops a submit within 500 ms of the last one, even a valid one after an invalid one', async () => {
    const { form, email, submit } = showFooter();
    await submit('nope');
    email.value = 'sock@example.com';
    fireEvent.submit(form);
    await pause(300);
    expect(received).toEqual([]);
    await pause(SUBMIT_DEBOUNCE_MS - 200);
    fireEvent.submit(form);
    await waitFor(() => expect(received).toHaveLength(1));
  });

  it('sends one request for a double click and for a submit while one is out', async () => {
    delayMs = 700;
    const { form, email, submit } = showFooter();
    await submit('sock@example.com');
    fireEvent.submit(form);
    await pause(600);
    fireEvent.submit(form);
    await waitFor(() => expect(openDialog()).not.toBeNull());
    expect(received).toEqual([{ store: 'fr', countryCode: 'FR', email: 'sock@example.com' }]);
    expect(email.value).toBe('sock@example.com');
  });
});

describe('newsletter dialogs', () => {
  it('footer: success opens the welcome dialog with focus inside; closing it leaves the welcome text in place', async () => {
    const { submit, status, form } = showFooter();
    await submit(' sock@example.com ');
    await waitFor(() => expect(openDialog()).not.toBeNull());
    const dialog = openDialog() as HTMLDialogElement;
    expect(received).toEqual([{ store: 'fr', countryCode: 'FR', email: 'sock@example.com' }]);
    expect(dialog.querySelector('.newsletter-dialog__message')?.textContent).toBe('Welcome aboard');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Welcome aboard');
    expect(dialog.contains(document.activeElement)).toBe(true);
    (dialog.querySelector('button') as HTMLButtonElement).click();
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(status.textContent).toBe('Welcome aboard');
    expect((form.querySelector('.newsletter__row') as HTMLElement).hidden).toBe(true);
    expect(document.activeElement).toBe(status);
  });

  it("block: a failing provider opens 'anErrorOcurred' with the content's message; retry resets the form and sends nothing", async () => {
    answers.push(503);
    const { submit, email, form, status } = showBlock();
    await submit('sock@example.com');
    await waitFor(() => expect(openDialog()?.querySelector('h2')?.textContent).toBe('t:anErrorOcurred'));
    const dialog = openDialog() as HTMLDialogElement;
    expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('t:anErrorOcurred');
    expect(dialog.querySelector('.newsletter-dialog__message')?.textContent).toBe('That did not work');
    const [retry, close] = [...dialog.querySelectorAll('button')];
    expect([retry?.textContent, close?.textContent]).toEqual(['t:retry', 't:close']);
    expect(document.activeElement).toBe(retry);
    retry?.click();
    // The retry resets the form: an empty field with focus, no message, nothing sent again.
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(email.value).toBe('');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    expect(status.textContent).toBe('');
    expect(document.activeElement).toBe(email);
    expect(received).toHaveLength(1);
    expect(window.localStorage.getItem(NEWSLETTER_INTERACTION_KEY)).toBeNull();
    // The shopper sends again from the reset form; a success is kept locally.
    await pause(SUBMIT_DEBOUNCE_MS);
    email.value = 'sock@example.com';
    fireEvent.submit(form);
    await waitFor(() => expect(openDialog()?.querySelector('.newsletter-dialog__message')?.textContent).toBe('Welcome aboard'));
    expect(received).toEqual([
      { store: 'de', countryCode: 'DE', email: 'sock@example.com' },
      { store: 'de', countryCode: 'DE', email: 'sock@example.com' },
    ]);
    expect(JSON.parse(window.localStorage.getItem(NEWSLETTER_INTERACTION_KEY) ?? 'null')).toMatchObject({
      type: 'registered',
      time: expect.any(Number),
    });
    // In a block, accepting the welcome dialog returns to an empty form.
    (openDialog()?.querySelector('button') as HTMLButtonElement | null)?.click();
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(email.value).toBe('');
    expect(document.activeElement).toBe(email);
  });

  it('closing the error dialog sends nothing more and a later submit tries again', async () => {
    answers.push(500);
    const { submit, form } = showFooter();
    await submit('sock@example.com');
    await waitFor(() => expect(openDialog()).not.toBeNull());
    openDialog()?.close();
    await waitFor(() => expect(document.querySelector('dialog')).toBeNull());
    expect(received).toHaveLength(1);
    await pause(SUBMIT_DEBOUNCE_MS);
    fireEvent.submit(form);
    await waitFor(() => expect(openDialog()?.textContent).toContain('Welcome aboard'));
    expect(received).toHaveLength(2);
  });
});

describe('footer newsletter markup', () => {
  it('is a labelled form posting store and country to /api/newsletter, with the server outcome in its status line', () => {
    const html = footerNewsletterHtml({ content: CONTENT, t, store: 'de', countryCode: 'DE', outcome: 'success' });
    const box = document.createElement('div');
    box.innerHTML = html;
    const form = box.querySelector('form') as HTMLFormElement;
    expect(form.getAttribute('action')).toBe('/api/newsletter');
    expect(form.getAttribute('method')).toBe('post');
    expect(box.querySelector('label')?.getAttribute('for')).toBe('newsletter-email');
    expect((box.querySelector('#newsletter-email') as HTMLInputElement).required).toBe(true);
    expect(box.querySelector('#newsletter-status')?.textContent).toBe('Welcome aboard');
    expect(new FormData(form).get('store')).toBe('de');
    expect(new FormData(form).get('countryCode')).toBe('DE');
  });

  it('falls back to translation keys when the content has no newsletter texts', () => {
    const box = document.createElement('div');
    box.innerHTML = footerNewsletterHtml({ content: null, t, store: 'de', countryCode: 'DE', outcome: 'error' });
    expect(box.querySelector('h2')?.textContent).toBe('t:newsletter');
    expect(box.querySelector('button')?.textContent).toBe('t:newsletterButton');
    expect(box.querySelector('#newsletter-status')?.textContent).toBe('t:newsletterFailed');
    expect(box.querySelector('form')?.dataset.success).toBe('t:newsletterWelcome');
  });
});
