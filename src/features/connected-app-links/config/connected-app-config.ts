/** The connected community application, and where the shell sends links to it (section 2). */
export const COMMUNITY_APP_ORIGIN = 'https://community.trellis.test';
export const CONNECTED_APPS_PATH = '/auth/connected-apps';
export const COMMUNITY_APPLICATION = 'myot';
