export { takeLinkContextFx } from './model/startup-context';
