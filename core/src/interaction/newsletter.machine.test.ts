import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { isValidEmail, type NewsletterPlacement, newsletterMachine } from './newsletter.machine.js';

function start(placement: NewsletterPlacement, fail = false) {
  const emails: string[] = [];
  const machine = newsletterMachine.provide({
    actors: {
      signUp: fromPromise(async ({ input }) => {
        emails.push(input.email);
        if (fail) throw new Error('down');
      }),
    },
  });
  return { actor: createActor(machine, { input: { placement } }).start(), emails };
}

describe('newsletter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('accepts something@something.something only', () => {
    expect(isValidEmail('a@b.c')).toBe(true);
    expect(isValidEmail(' anne@example.nl ')).toBe(true);
    for (const email of ['', 'a@b', 'ab.c', '@b.c', 'a@.c', 'a b@c.d', 'a@b.']) expect(isValidEmail(email), email).toBe(false);
  });

  it("an invalid email shows 'invalidEmail' and does not call the server", () => {
    const { actor, emails } = start('footer');
    actor.send({ type: 'email.changed', email: 'anne@' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.invalid).toBe(true);
    expect(emails).toEqual([]);
  });

  it('the invalid state clears 500 ms after typing a valid address', () => {
    const { actor } = start('footer');
    actor.send({ type: 'email.changed', email: 'anne@' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'email.changed', email: 'anne@example' });
    vi.advanceTimersByTime(600);
    expect(actor.getSnapshot().context.invalid).toBe(true);
    actor.send({ type: 'email.changed', email: 'anne@example.nl' });
    vi.advanceTimersByTime(499);
    expect(actor.getSnapshot().context.invalid).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.invalid).toBe(false);
  });

  it('idle, loading, success; accepting in a block returns to the form', async () => {
    const { actor, emails } = start('block');
    actor.send({ type: 'email.changed', email: ' anne@example.nl ' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('loading');
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('success');
    expect(emails).toEqual(['anne@example.nl']);
    actor.send({ type: 'dialog.accepted' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.email).toBe('');
  });

  it('accepting in the footer keeps the success state', async () => {
    const { actor } = start('footer');
    actor.send({ type: 'email.changed', email: 'anne@example.nl' });
    actor.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    actor.send({ type: 'dialog.accepted' });
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('a failed request shows the error dialog; retry resets the form; focus clears the flag', async () => {
    const { actor } = start('header', true);
    actor.send({ type: 'email.changed', email: 'anne@example.nl' });
    actor.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    expect(actor.getSnapshot().value).toBe('requestFailed');
    expect(actor.getSnapshot().context.requestFailed).toBe(true);
    actor.send({ type: 'dialog.accepted' });
    expect(actor.getSnapshot().context.requestFailed).toBe(true);
    actor.send({ type: 'field.focused' });
    expect(actor.getSnapshot().context.requestFailed).toBe(false);
    actor.send({ type: 'submit' });
    await vi.runAllTimersAsync();
    actor.send({ type: 'retry' });
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ email: '', invalid: false, requestFailed: false });
  });
});
