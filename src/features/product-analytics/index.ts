export { $analyticsStatus, analyticsCheckRequested, eventTracked, type TrackedEvent } from './model/product-analytics';
