import CheckIcon from '@mui/icons-material/Check';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';

interface ChoiceMenuItemProps {
  label: string;
  checked: boolean;
  onChoose: () => void;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

/** One of a sub-menu's choices (a language, a theme), checked when it is the one in effect. */
export function ChoiceMenuItem({ label, checked, onChoose, lang }: ChoiceMenuItemProps) {
  return (
    <MenuItem role="menuitemradio" aria-checked={checked} autoFocus={checked} onClick={onChoose} lang={lang}>
      <ListItemIcon>{checked && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText primary={label} />
    </MenuItem>
  );
}
