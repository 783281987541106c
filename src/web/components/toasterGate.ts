import { create } from 'zustand';

/**
 * Whether the toast area is needed yet. The content pages (landing, about, legal) rarely show a
 * toast, so they do not load the toast library until something asks for one; notify() asks.
 */
export const useToasterGate = create<{ needed: boolean }>(() => ({ needed: false }));

export function requestToaster(): void {
  if (!useToasterGate.getState().needed) useToasterGate.setState({ needed: true });
}
