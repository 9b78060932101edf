export { readableItems } from './readable-items';
