export { BannerBar } from './ui/banner-bar';
