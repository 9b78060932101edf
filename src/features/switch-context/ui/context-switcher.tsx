import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import { useUnit } from 'effector-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { contextChangeRequested } from '../model/context-switch';
import { SwitcherTrigger } from './switcher-trigger';
import { type ContextChoice, useContextSections } from './use-context-sections';

const ContextMenu = lazy(() => import('./switcher-menus').then(({ ContextMenu: Menu }) => ({ default: Menu })));

/**
 * The header's menu of the session's organisation group, organisation and role (sections 1 and 4). On a phone's or a
 * tablet's bar it is its icon alone, named as in full; in the navigation drawer a button saying what it does. The menu
 * loads with the first click.
 */
export function ContextSwitcher({
  look = 'name',
  onSwitchChosen,
}: {
  look?: 'name' | 'icon' | 'action';
  /** Called when another choice is made, before the save-work prompt (the drawer closes). */
  onSwitchChosen?: () => void;
}) {
  const { t } = useTranslation();
  const requestChange = useUnit(contextChangeRequested);
  const context = useContextSections();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  if (!context) return null;

  const choose = (choice: ContextChoice) => {
    setAnchor(null);
    if (choice.current) return;
    onSwitchChosen?.();
    requestChange(choice.change);
  };
  const { current, orgGroupName } = context;
  const organizationName = current.organization?.Name ?? '';
  return (
    <>
      <SwitcherTrigger
        label={t('SwitchContextLabel', { organization: organizationName, orgGroup: orgGroupName, role: current.role })}
        icon={<AccountTreeOutlinedIcon />}
        iconWithName
        look={look}
        action={t('SwitchContext')}
        expanded={anchor !== null}
        onOpen={(element) => {
          setAnchor(element);
          setOpened(true);
        }}
      >
        {organizationName || t('ContextOrganization')}
      </SwitcherTrigger>
      {opened && (
        <Suspense fallback={null}>
          <ContextMenu anchor={anchor} onClose={() => setAnchor(null)} sections={context.sections} onChoose={choose} />
        </Suspense>
      )}
    </>
  );
}
