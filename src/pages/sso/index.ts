export { SsoPage } from './ui/sso-page';
