export { readTokenClaims } from './read-claims';
