export { $declaredDirections, languageApplied, languagesListed, profileLanguageKnown } from './model/language';
export { LanguageButton } from './ui/language-button';
export { LanguageSelect } from './ui/language-select';
export { useLanguageChoices } from './ui/use-language-choices';
