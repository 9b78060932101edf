import { createEvent, createStore } from 'effector';

/** A navigation to this path began: its code and its loaders' data are on their way. */
export const routeRequested = createEvent<string>();

/** A routed page at this path became active (its loaders done). */
export const pageEntered = createEvent<string>();

/** The path of the active page: models that load later (the signed-in features) start from it. */
export const $enteredPath = createStore<string | null>(null).on(pageEntered, (_, pathname) => pathname);
