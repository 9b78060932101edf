export const notMount = true;
