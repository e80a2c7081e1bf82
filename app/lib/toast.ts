/**
 * Toasts without putting sonner in a page's first-load JavaScript: the
 * library is imported on first use (LazyToaster mounts the Toaster itself).
 */
export async function notify(kind: "success" | "error" | "info", title: string, description?: string): Promise<void> {
  const { toast } = await import("sonner");
  toast[kind](title, { description });
}
