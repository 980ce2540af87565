// @vitest-environment happy-dom
import { testCardMethod } from '@sockshop/test-fixtures/contracts/payments.contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aShop, PROVIDER_URL, renderShop, resetBrowser, saveAddressStep, TEXTS } from '../../checkout/shop-fixtures';

// An invalid discount code showed two errors (the form's answer and the page's alert) and the answer
// stayed after the cart changed; a payment error showed twice (the card form's own text, repeated under it).

const SOCK = 'SOCK-001-3638';

/** Every message the page shows: its alerts and its status lines that say something. */
const messages = () =>
  [...screen.queryAllByRole('alert'), ...screen.queryAllByRole('status')]
    .map((element) => element.textContent?.trim() ?? '')
    .filter((text) => text !== '' && !/^\d+$/.test(text));

const sockQuantity = () => within(screen.getByRole('group', { name: /Ringelsocke/ })).getByRole('status').textContent;

afterEach(resetBrowser);

describe('one message at a time', () => {
  it('an invalid discount code says so once, and the message goes when the cart changes', async () => {
    const shop = aShop();
    await shop.fillCart([{ id: SOCK, quantity: 1 }]);
    renderShop(shop, '/de/checkout/cart');
    await userEvent.type(await screen.findByRole('textbox', { name: TEXTS.discountCode }), 'NOPE');

    await userEvent.click(screen.getByRole('button', { name: TEXTS.apply }));

    await screen.findByText(TEXTS.discountInvalid);
    expect(messages()).toEqual([TEXTS.discountInvalid]);

    await userEvent.click(screen.getByRole('button', { name: `${TEXTS.increase} Ringelsocke` }));

    await waitFor(() => expect(sockQuantity()).toBe('2'));
    expect(screen.queryByText(TEXTS.discountInvalid)).toBeNull();
    expect(messages()).toEqual([]);
  });

  it("the card form's validation text is not repeated by the page, and an earlier refusal gives way to it", async () => {
    const shop = aShop();
    await shop.fillCart([{ id: SOCK, quantity: 1 }]);
    saveAddressStep('DE');
    renderShop(shop, '/de/checkout/payment');
    await screen.findByRole('button', { name: TEXTS.payWithPaypal });
    await act(async () => {});
    const post = (data: unknown) =>
      act(() => {
        const source = (screen.getByTitle(TEXTS.cardDetails) as HTMLIFrameElement).contentWindow;
        window.dispatchEvent(new MessageEvent('message', { origin: new URL(PROVIDER_URL).origin, source, data }));
      });

    post({ type: 'sandboxpay:paymentMethod', paymentMethod: testCardMethod('refused') });
    await screen.findByText(TEXTS.paymentRefused);
    await waitFor(() => expect(messages()).toEqual([TEXTS.paymentRefused]));

    // The shopper mistypes the next card: the form says so by its fields (inside its frame), and only there.
    post({ type: 'sandboxpay:invalid', message: 'Kartennummer ungültig' });

    await waitFor(() => expect(screen.queryByText(TEXTS.paymentRefused)).toBeNull());
    expect(document.body.textContent).not.toContain('Kartennummer ungültig');
    expect(messages()).toEqual([]);
  });
});
