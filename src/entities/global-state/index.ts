export { fetchGlobalState, globalStateQuery } from './api/global-state-calls';
export type { GlobalState, GlobalStateOwner, Language } from './lib/global-state-schema';
export { useFormatDateTime } from './lib/use-format-date-time';
