// @vitest-environment happy-dom
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOCKS } from '../components/blocks/block-fixtures.js';
import { NewsletterBlock } from '../components/blocks/NewsletterBlock.js';
import { useNewsletterForm } from './use-newsletter-form.js';

// The newsletter block driven by core's newsletter machine through the hook, against a real local endpoint whose answer
// the test sets: spec §4/§5 idle → invalid | loading → success | error, retry and focus clear the error.
let answer = 200;
const received: unknown[] = [];
let server: Server;

beforeAll(async () => {
  // The hook loads the machine on the first interaction; loaded here once, so no test's waitFor times the module transform.
  await import('./newsletter-actor.js');
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body));
      response.writeHead(answer, { 'access-control-allow-origin': '*' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // happy-dom's own handle on the window (not in the DOM's types): the page's origin is the local server's.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(
    `http://127.0.0.1:${(server.address() as AddressInfo).port}/de`,
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  cleanup();
  received.length = 0;
  answer = 200;
});

function Newsletter() {
  const newsletter = useNewsletterForm('de', 'DE');
  const ctx = { t: (key: string) => key, productLists: {}, newsletter };
  return <NewsletterBlock block={BLOCKS.newsletter as never} ctx={ctx as never} />;
}

function show(url = '/de') {
  const router = createMemoryRouter([{ path: '/de', element: <Newsletter /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
  return { email: screen.getByLabelText('email') as HTMLInputElement, status: screen.getByRole('status') };
}

function submit(email: HTMLInputElement, value: string) {
  fireEvent.change(email, { target: { value } });
  fireEvent.submit(email.form as HTMLFormElement);
}

describe('newsletter form (spec §4, §5, §7)', () => {
  it('an invalid address shows the message and sends nothing', async () => {
    const { email, status } = show();
    submit(email, 'not-an-address');
    await waitFor(() => expect(status.textContent).toBe('invalidEmail'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(received).toEqual([]);
  });

  it('a valid address is sent with store and country and ends in the success message', async () => {
    const { email } = show();
    submit(email, ' sock@example.com ');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Welcome aboard'));
    expect(received).toEqual([{ store: 'de', countryCode: 'DE', email: 'sock@example.com' }]);
    expect(screen.queryByLabelText('email')).toBeNull();
  });

  it('a refused request shows the error; retry clears it and a second try can succeed', async () => {
    answer = 500;
    const { email, status } = show();
    submit(email, 'sock@example.com');
    await waitFor(() => expect(status.textContent).toBe('That did not work'));
    fireEvent.click(screen.getByRole('button', { name: 'retry' }));
    await waitFor(() => expect(status.textContent).toBe(''));
    answer = 200;
    submit(email, 'sock@example.com');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Welcome aboard'));
  });

  it('focusing the field after an error clears it; submitting again right away also works', async () => {
    answer = 500;
    const { email, status } = show();
    submit(email, 'sock@example.com');
    await waitFor(() => expect(status.textContent).toBe('That did not work'));
    fireEvent.focus(email);
    await waitFor(() => expect(status.textContent).toBe(''));
    submit(email, 'sock@example.com');
    await waitFor(() => expect(status.textContent).toBe('That did not work'));
    answer = 200;
    submit(email, 'sock@example.com');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Welcome aboard'));
  });

  it('without JavaScript the server’s answer (?newsletter=…) shows until the shopper acts', async () => {
    const { email, status } = show('/de?newsletter=error');
    expect(status.textContent).toBe('That did not work');
    fireEvent.focus(email);
    await waitFor(() => expect(status.textContent).toBe(''));
  });
});
