import { createEvent } from 'effector';

/** A navigation to this path began: its code and its loaders' data are on their way. */
export const routeRequested = createEvent<string>();
