/** Dispatched on `window` when the user works inside a framed module, whose own events the shell cannot hear. */
export const MODULE_ACTIVITY_EVENT = 'trellis:module-activity';
