import { createContext, useContext } from 'react';

/** The CSP nonce of this response (server only; browsers hide it after parsing, so the client sees ''). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
