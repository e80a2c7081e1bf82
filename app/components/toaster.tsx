import { Toaster } from "sonner";

export function AppToaster() {
  return (
    <Toaster
      position="bottom-right"
      hotkey={["altKey", "KeyT"]}
      containerAriaLabel="Notifications"
      richColors
      closeButton
      toastOptions={{ duration: 6000 }}
    />
  );
}
