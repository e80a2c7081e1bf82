/** In-process notice that a lead was committed, so the delivery worker can start at once. */
type Listener = (leadId: string) => void;
const listeners = new Set<Listener>();

export function onLeadStored(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLeadStored(leadId: string): void {
  for (const listener of listeners) listener(leadId);
}
