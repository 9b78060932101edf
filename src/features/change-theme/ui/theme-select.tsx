import { useTranslation } from 'react-i18next';

import { SelectField } from '@/shared/ui';

import { THEME_LABEL_KEYS, useThemeChoices } from './use-theme-choices';

/** The theme picker of the preferences page; only when the tenant has themes. */
export function ThemeSelect({ size = 'medium' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  const { choices, current, enabled, choose } = useThemeChoices();
  if (!enabled) return null;
  return (
    <SelectField
      size={size}
      label={t('Theme')}
      value={current}
      options={choices.map((name) => ({ value: name, label: t(THEME_LABEL_KEYS[name]) }))}
      onChange={choose}
      sx={{ minWidth: '12rem' }}
    />
  );
}
