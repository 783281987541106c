import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';

/**
 * The app's REST cache (TanStack Query). Only the pages that read REST data (Ranking and
 * Settings) load it, inside their lazy chunks, so Home's JavaScript does not carry it.
 * Answers that arrive for a query no longer shown are dropped by the library, not by hand.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // the server's texts are shown with a Retry button; a silent retry would only delay them
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A page component wrapped in the app's query cache. */
export function withQueries<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  const Wrapped = (props: P) => (
    <QueryProvider>
      <Page {...props} />
    </QueryProvider>
  );
  Wrapped.displayName = `withQueries(${Page.displayName ?? Page.name})`;
  return Wrapped;
}

/** The text a person sees for a failed request (the API client's errors carry the contract texts). */
export const messageOf = (err: unknown): string => (err instanceof Error && err.message) || '';
