import type { ModuleContext } from '@trellis/module-sdk';

/** A hosted module's context as the shell tells it (modules/sdk): Ada of Acme, in English, light, at the base. */
export const moduleContext: ModuleContext = {
  user: { email: 'ada@acme.test', name: 'Ada' },
  tenant: { guid: 't1', name: 'Acme' },
  organizationGroup: { id: 'g1', name: 'Acme Group' },
  organization: null,
  role: { id: 'Site Admin', name: 'Site Admin' },
  permissions: ['Login', 'ViewEvidence'],
  formats: { date: 'MM/dd/yyyy', time: 'hh:mm a' },
  language: 'en-us',
  direction: 'ltr',
  theme: 'light',
  location: { pathname: '', search: '', hash: '' },
};
