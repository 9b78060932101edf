export { analyticsCheckRequested, eventTracked, identityLookedAt } from './model/product-analytics';
