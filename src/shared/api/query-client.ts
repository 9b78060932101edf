import { QueryClient } from '@tanstack/react-query';

/** One query client for React and for the models that ask it for server state. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
