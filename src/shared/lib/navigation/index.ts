export { leaveAppFx, navigateFx, provideNavigator } from './navigate';
