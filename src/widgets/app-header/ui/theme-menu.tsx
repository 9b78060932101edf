import { Divider, MenuList } from '@mui/material';
import { useTranslation } from 'react-i18next';

import { THEME_LABEL_KEYS, useThemeChoices } from '@/features/change-theme';

import { BackMenuItem } from './back-menu-item';
import { ChoiceMenuItem } from './choice-menu-item';

/** The account menu's themes; choosing one closes the menu. */
export function ThemeMenu({ onBack, onChosen }: { onBack: () => void; onChosen: () => void }) {
  const { t } = useTranslation();
  const { choices, current, choose } = useThemeChoices();
  return (
    <MenuList aria-label={t('Theme')}>
      <BackMenuItem onClick={onBack} autoFocus={!choices.includes(current)} />
      <Divider />
      {choices.map((name) => (
        <ChoiceMenuItem
          key={name}
          label={t(THEME_LABEL_KEYS[name])}
          checked={name === current}
          onChoose={() => {
            onChosen();
            choose(name);
          }}
        />
      ))}
    </MenuList>
  );
}
