import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';

import type { LanguageChoice } from './use-language-choices';

export interface LanguageButtonMenuProps {
  id: string;
  anchor: HTMLElement | null;
  choices: readonly LanguageChoice[];
  current: string | undefined;
  onChoose: (code: string) => void;
  onClose: () => void;
}

/** The language button's menu: the languages, each named in itself, the one in effect checked. */
export function LanguageButtonMenu({ id, anchor, choices, current, onChoose, onClose }: LanguageButtonMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={anchor !== null} onClose={onClose} disablePortal>
      {choices.map((choice) => {
        const checked = choice.code === current;
        return (
          <MenuItem
            key={choice.code}
            role="menuitemradio"
            aria-checked={checked}
            autoFocus={checked}
            lang={choice.code}
            onClick={() => {
              onClose();
              onChoose(choice.code);
            }}
          >
            <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText primary={choice.label} />
          </MenuItem>
        );
      })}
    </Menu>
  );
}
