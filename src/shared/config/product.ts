export const PRODUCT_NAME = 'Trellis';
/** The identity provider's fixed client id (section 7: "fixed client id (the product's name)"). */
export const OAUTH_CLIENT_ID = 'trellis';
export const OAUTH_SCOPE = 'read';
export const DEFAULT_LANGUAGE = 'en-us';
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';
