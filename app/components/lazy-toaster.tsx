import { type ComponentType, useEffect, useState } from "react";

/**
 * Mounts sonner's Toaster once the page is idle, so toasts cost the first
 * load nothing. Bottom-right, Alt+T to focus, labelled 'Notifications' (docs/product.md §9.1).
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void import("./toaster").then((m) => {
        if (!cancelled) setToaster(() => m.AppToaster);
      });
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 1));
    idle(load);
    return () => {
      cancelled = true;
    };
  }, []);

  return Toaster ? <Toaster /> : null;
}
