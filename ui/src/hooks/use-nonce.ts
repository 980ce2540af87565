import { createContext, useContext } from 'react';

/**
 * The CSP nonce of this response. Browsers hide a nonce attribute after parsing (it reads as ''), so the client renders ''
 * too: hydration then finds the same attribute on both sides.
 */
export const NonceContext = createContext<string>('');

export function useNonce(): string {
  return useContext(NonceContext);
}
