export { languageApplied, languageChosen, profileLanguageKnown } from './model/language';
export { LanguageSelect } from './ui/language-select';
