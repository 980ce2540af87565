import { report } from './report';

/** A cart that cannot be fetched is logged as an error with code error_fetch_cart (and then rejected by the caller). */
export function reportCartFetchFailure(errorCode: string): void {
  report({ level: 'error', service: 'cart', code: 'error_fetch_cart', message: 'Cart fetch failed', data: { error: errorCode } });
}

/** The RESET answer "also logs info 'Cart token reset'" (the adapter has dropped the token). */
export function reportCartReset(): void {
  report({ level: 'info', service: 'cart', code: 'cart_token_reset', message: 'Cart token reset' });
}
