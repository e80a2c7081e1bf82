import { createContext } from "react-router";

/** What the Express server knows about a request and passes to loaders, actions and the renderer. */
export interface RequestInfo {
  /** Client address (behind TRUST_PROXY hops of reverse proxy). */
  ip: string;
  /** CSP nonce for this response's inline scripts. */
  nonce?: string;
  requestId: string;
}

export const requestInfoContext = createContext<RequestInfo>({ ip: "unknown", requestId: "none" });
