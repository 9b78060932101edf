export { LoadingIndicator, PageLoader, SPINNER_SIZES, type SpinnerSize } from './loading-indicator/loading-indicator';
