import { QueryClient } from '@tanstack/react-query';

/**
 * The screens' query cache. The shell itself reads nothing through it, so it loads beside the client configuration
 * (`initShell`), not with the first download (docs/adr/0035-first-page.md).
 */
export function createQueryClient(): QueryClient {
  // The HTTP client already alerts on failure; a retry would only repeat the alert.
  return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
}
