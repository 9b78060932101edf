export {
  type ErrorReportBody,
  provideTelemetryContext,
  sendTelemetry,
  type TelemetryContext,
  type WebVitalBody,
} from './send-report';
