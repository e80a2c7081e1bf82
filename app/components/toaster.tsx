import type { CSSProperties } from "react";
import { Toaster } from "sonner";

// sonner's own rich-colour red text misses WCAG AA contrast on its pale red; use the theme's tokens.
const richColours = {
  "--error-text": "var(--color-destructive)",
  "--success-text": "var(--color-success)",
} as CSSProperties;

export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      richColors
      style={richColours}
      closeButton
      toastOptions={{ duration: 6000 }}
    />
  );
}
