export {
  anonymousGlobalStateQuery,
  fetchGlobalState,
  globalStateQuery,
  watchLoadedGlobalStates,
} from './api/global-state-calls';
export { fetchLanguages, languagesQuery } from './api/languages';
export type { GlobalState, GlobalStateOwner, Language } from './lib/global-state-schema';
export { useDateInputFormat, useDateTimePreferences, useFormatDateTime } from './lib/use-format-date-time';
