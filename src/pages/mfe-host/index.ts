export { MfeHostPage } from './ui/mfe-host-page';
