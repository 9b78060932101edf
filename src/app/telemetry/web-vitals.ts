import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

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

/** The page's web-vitals, each sent when the library has its value (most when the page is hidden). */
export function reportWebVitals(): void {
  for (const onMetric of [onCLS, onFCP, onINP, onLCP, onTTFB]) onMetric(send);
}
