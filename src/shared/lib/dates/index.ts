export {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  DEFAULT_TIME_FORMAT,
  formatDateTime,
  formatInPattern,
  readableDateFormat,
  readablePreferences,
  readableTimeFormat,
  TIME_FORMAT_NAMES,
  TIME_FORMATS,
  toDateFnsPattern,
  type DateFormat,
  type DateTimePreferences,
  type TimeFormat,
} from './date-time-format';
export {
  DATE_MIN,
  type DateError,
  type ParsedDate,
  dateMax,
  parseTimeInput,
  type TimeError,
  validateDate,
  validateRange,
} from './date-rules';
export { type DateInputParser, loadDateInputParser, loadedDateInputParser } from './date-input-parser';
export { countdownLabel, timeZoneLabel, utcOffsetLabel } from './time-zone-label';
