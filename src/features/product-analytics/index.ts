export { analyticsCheckRequested, eventTracked } from './model/product-analytics';
