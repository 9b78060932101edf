export { EulaPage } from './ui/eula-page';
