import { QueryClient } from '@tanstack/react-query'

/** DESIGN §8: stale 2 min, refetch on focus; failures retry up to 3 times, delay doubling to 30 s. */
export const QUERY_STALE_MS = 2 * 60 * 1000

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_MS,
        refetchOnWindowFocus: true,
        retry: 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  })
}
