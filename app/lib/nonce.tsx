import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce for inline scripts of server-rendered pages.
 * Prerendered pages have none: their inline scripts are allowed by hash.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
