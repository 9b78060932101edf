import { vi } from 'vitest';

import { queryClient } from '@/shared/api';

/** Forgets what one test of a model left behind: the calls its mocks saw and the server state the app holds. */
export function forgetMockCallsAndServerState() {
  vi.clearAllMocks();
  queryClient.clear();
}
