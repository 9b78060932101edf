/** JWT `exp` is in seconds; times here are compared in milliseconds (section 9: "exp times 1000"). */
export const EXP_TO_MS = 1000;

/** The role that sends a user with a virtual role to /eula before anything else (section 2). */
export const ACCEPT_EULA_ROLE = 'AcceptEula';
