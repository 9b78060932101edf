import { Divider, MenuList } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { useLanguageChoices } from '@/features/change-language';

import { BackMenuItem } from './back-menu-item';
import { ChoiceMenuItem } from './choice-menu-item';

/** The account menu's languages, each named in itself; choosing one closes the menu. */
export function LanguageMenu({ onBack, onChosen }: { onBack: () => void; onChosen: () => void }) {
  const { t } = useTranslation();
  const { choices, current, choose } = useLanguageChoices();
  return (
    <MenuList aria-label={t('Language')}>
      <BackMenuItem onClick={onBack} autoFocus={!current} />
      <Divider />
      {choices.map((choice) => (
        <ChoiceMenuItem
          key={choice.code}
          label={choice.label}
          lang={choice.code}
          checked={choice.code === current?.code}
          onChoose={() => {
            onChosen();
            choose(choice.code);
          }}
        />
      ))}
    </MenuList>
  );
}
