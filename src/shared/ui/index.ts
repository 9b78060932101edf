export { FormTextField, type TextFieldBinding } from './form-text-field/form-text-field';
export { LoadingIndicator, PageLoader, SPINNER_SIZES, type SpinnerSize } from './loading-indicator/loading-indicator';
