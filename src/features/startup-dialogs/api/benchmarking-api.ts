import { z } from 'zod/mini';

import { type ApiClient, type ApiSchemas, readOr, responseSchemaOf } from '@/shared/api';

import { BENCHMARKING_NOTIFICATION_TYPE } from '../config/startup-config';

const notificationSchema = responseSchemaOf<ApiSchemas['benchmarking']['BenchmarkingNotification']>()(
  z.object({
    messageId: z.string(),
    notificationStatus: z.boolean(),
    notificationType: z.literal(BENCHMARKING_NOTIFICATION_TYPE),
  }),
);

export type BenchmarkingNotification = z.infer<typeof notificationSchema>;

/** The home-page benchmarking notice; null (no dialog) on failure or an unreadable answer. */
export async function fetchBenchmarkingNotification(client: ApiClient): Promise<BenchmarkingNotification | null> {
  const call = client.GET('/api/benchmarking/v1/notification/{type}', {
    params: { path: { type: BENCHMARKING_NOTIFICATION_TYPE } },
  });
  return readOr(null, call, (data) => notificationSchema.safeParse(data).data);
}

/** Stores the user's answer: true shows the notice again later, false never again. */
export async function saveBenchmarkingNotification(
  client: ApiClient,
  messageId: string,
  notificationStatus: boolean,
): Promise<boolean> {
  const call = client.PUT('/api/benchmarking/v1/notification', {
    body: { messageId, notificationStatus, notificationType: BENCHMARKING_NOTIFICATION_TYPE },
  });
  return readOr(false, call, () => true);
}
