export { DateInput, type DateInputProps } from './date-input';
export { DateRangeInput, type DateRange } from './date-range-input';
export { TimeInput, type TimeInputProps } from './time-input';
