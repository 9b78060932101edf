export {
  $declaredDirections,
  languageApplied,
  languageChosen,
  languagesListed,
  profileLanguageKnown,
} from './model/language';
export { LanguageButton } from './ui/language-button';
export { LanguageSelect } from './ui/language-select';
export { useLanguageChoices, type LanguageChoice } from './ui/use-language-choices';
