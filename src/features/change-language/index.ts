export { languageApplied, languageChosen, profileLanguageKnown } from './model/language';
export { LanguageSelect } from './ui/language-select';
export { useLanguageChoices, type LanguageChoice } from './ui/use-language-choices';
