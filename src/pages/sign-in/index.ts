export { SignInPage } from './ui/sign-in-page';
