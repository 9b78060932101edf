type TagCall =
  | ['identify', AnalyticsUser, AnalyticsAccount]
  | ['set', 'globalContext', AnalyticsGlobalContext]
  | ['track', string, Record<string, string | number | boolean>]
  | ['config', 'enableTag', boolean]
  | ['reset'];

export interface AnalyticsUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  surveys_custom: boolean;
  guidedTours_custom: boolean;
  onboardingBot_custom: boolean;
  timeZone: string;
  rootOrg: boolean;
  NewNavigationEnabled: boolean;
}
export interface AnalyticsAccount {
  id: string;
}
export interface AnalyticsGlobalContext {
  version: string;
  tenantGuid: string;
}

/** The Gainsight PX tag, once its script has defined it on the page. */
const tag = () => (globalThis as { aptrinsic?: unknown }).aptrinsic;

export const isTagReady = () => typeof tag() === 'function';

export function callTag(...call: TagCall) {
  const tagFunction = tag();
  if (typeof tagFunction === 'function') tagFunction(...call);
}

/** The tag's script address carries the product key as `a`, as Gainsight's own snippet does. */
export function tagScriptUrl(scriptUrl: string, productKey: string): string {
  const separator = scriptUrl.includes('?') ? '&' : '?';
  return `${scriptUrl}${separator}a=${encodeURIComponent(productKey)}`;
}
