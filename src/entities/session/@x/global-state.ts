/** What the global-state entity may know of the session: whose state it is. */
export { $sessionOwner } from '../model/session';
export { storedSessionOwner } from '../model/stored-owner';
