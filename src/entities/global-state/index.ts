export {
  anonymousGlobalStateQuery,
  fetchGlobalState,
  globalStateQuery,
  watchLoadedGlobalStates,
} from './api/global-state-api';
export { fetchLanguages, languagesQuery } from './api/languages-api';
export type { GlobalState, Language } from './lib/global-state-schema';
export { useDateInputFormat, useDateTimePreferences, useFormatDateTime } from './lib/use-format-date-time';
