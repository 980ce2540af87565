import { useCart } from '../../cart/cart-context';
import type { Translate } from '../../lib/translate';

/**
 * What start-up could not keep of the shopper's cart: a saved cart that is gone (noCartFound)
 * or an `items` link whose lines could not all be added. Both used to read as an empty cart. The storefront layout
 * shows it on every page but checkout, where the cart page shows it itself; the next cart update clears it.
 */
export function CartNotice({ t }: { t: Translate }) {
  const { error, restore } = useCart();
  const text =
    error?.code === 'CART_RESET'
      ? t('noCartFound')
      : restore && restore.failed > 0
        ? restore.failed >= restore.requested
          ? t('itemsRestoreFailed')
          : t('itemsRestorePartial').replace('{failed}', String(restore.failed)).replace('{requested}', String(restore.requested))
        : '';
  if (text === '') return null;
  return (
    <p className="notice cart-notice" role="status">
      {text}
    </p>
  );
}
