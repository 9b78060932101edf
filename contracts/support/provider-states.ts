/** Provider state names shared by the consumer tests and the provider verification. */
export const PROVIDER_STATES = {
  platformVersion: 'the platform version is 4.12.0|20261120.3',
  contentServiceFailing: 'the content service fails',
} as const;
