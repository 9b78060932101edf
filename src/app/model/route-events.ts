import { createEvent, createStore } from 'effector';

/** A navigation to this path began: its code and its loaders' data are on their way. */
export const routeRequested = createEvent<string>();

/** A routed page became active (its loaders done), at this time (ms since the epoch). */
export interface EnteredPage {
  pathname: string;
  at: number;
}
export const pageEntered = createEvent<EnteredPage>();
/** The page active now: models loaded after it was entered start from it. */
export const $enteredPage = createStore<EnteredPage | null>(null).on(pageEntered, (_, page) => page);

/** The location of a routed page that became active: its page's visit is remembered (page-visits.ts). */
export interface EnteredLocation {
  pathname: string;
  search: string;
  key: string;
  at: number;
}
export const locationEntered = createEvent<EnteredLocation>();
/** The location active now: the page history, loaded with the signed-in features, starts from it. */
export const $enteredLocation = createStore<EnteredLocation | null>(null).on(locationEntered, (_, entered) => entered);
