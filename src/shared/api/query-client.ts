import { QueryClient } from '@tanstack/react-query';

/**
 * One query client for React and for the models that ask it for server state. Most reads answer section 8's fallback
 * instead of failing; the one retry is for those that fail (the preferences' reads, the trial subscriptions).
 */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
