export {
  DATE_FORMATS,
  DEFAULT_DATE_FORMAT,
  formatDateTime,
  TIME_FORMATS,
  toDateFnsPattern,
  type DateTimePreferences,
  type TimeFormat,
} from './date-time-format';
