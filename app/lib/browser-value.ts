/**
 * A value only the browser has (storage, the page's markup, navigation
 * state), read without subscribing to changes. The server's HTML and the
 * hydrating render see `serverValue`, so their markup matches; the browser's
 * value arrives on the next render. `read` must return the same value while
 * nothing has changed (a primitive, or an object it caches).
 */
import { useSyncExternalStore } from "react";

const noSubscribe = () => () => undefined;

export function useBrowserValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscribe, read, () => serverValue);
}
