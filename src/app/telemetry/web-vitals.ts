import type { Metric } from 'web-vitals';

import { sendTelemetry } from '@/shared/lib/telemetry';

const send = (metric: Metric) =>
  void sendTelemetry({
    vital: {
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
    },
  });

/**
 * The page's web-vitals, each sent when the library has its value (most when the page is hidden). The library is
 * loaded on its own, after the page has loaded: it never delays a paint.
 */
export async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  for (const onMetric of [onCLS, onFCP, onINP, onLCP, onTTFB]) onMetric(send);
}
