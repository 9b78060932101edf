/** A hosted module's context as the shell tells it (modules/sdk): Ada of Acme, in English, light. */
export const moduleContext = {
  user: { email: 'ada@acme.test', name: 'Ada' },
  tenant: { guid: 't1', name: 'Acme' },
  language: 'en-us',
  direction: 'ltr',
  theme: 'light',
} as const;
