/** Where the shell sends links to the connected community application (section 2), whose origin `config.json` gives. */
export const CONNECTED_APPS_PATH = '/auth/connected-apps';
export const COMMUNITY_APPLICATION = 'myot';
