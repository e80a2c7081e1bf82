import { createContext } from "react-router";

/** What the Express server knows about a request and passes to loaders, actions and the renderer. */
export interface RequestInfo {
  /** Client address: the socket's peer, or what trusted proxies (TRUST_PROXY) forwarded. Never stored: limits count a keyed hash of it (decision 091). */
  ip: string;
  /** CSP nonce for this response's inline scripts. */
  nonce?: string;
  requestId: string;
}

export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", requestId: "none" });
