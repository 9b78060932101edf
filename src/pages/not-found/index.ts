export { CloudsNotFoundPage, NotFoundPage } from './ui/not-found-page';
