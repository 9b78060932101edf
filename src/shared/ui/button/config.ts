export const BUTTON_MIN_HEIGHT = '3.2rem';
export const BUTTON_MIN_WIDTH = '8rem';
export const BUTTON_SPINNER_SIZE = '1.6rem';
