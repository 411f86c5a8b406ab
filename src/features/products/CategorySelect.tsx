import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { useId } from 'react';
import type { CategoryFilterProps } from './CategoryFilter';

interface Props extends CategoryFilterProps {
  /** The choice as text ("All categories" when none), as the placeholder showed it. */
  display: string;
  /** Opened as it is drawn: the person pressed the placeholder before this module was here. */
  openAtMount: boolean;
  /** Focused as it is drawn: the placeholder it replaces held the focus. */
  focusAtMount: boolean;
}

/**
 * The product filters' categories: MUI's multiple Select, a checkbox per category. Its own chunk
 * (with MUI's Select, Menu, Popover and Modal), drawn once the list has painted and the browser
 * is idle, or at once when pressed: see CategoryFilter.
 */
export default function CategorySelect({
  label,
  categories,
  value,
  onToggle,
  display,
  openAtMount,
  focusAtMount,
}: Props) {
  const labelId = useId();
  return (
    <FormControl size="small" fullWidth className="wide-xs">
      <InputLabel id={labelId} shrink>
        {label}
      </InputLabel>
      <Select<string[]>
        labelId={labelId}
        multiple
        displayEmpty
        defaultOpen={openAtMount}
        autoFocus={focusAtMount}
        value={[...value]}
        onChange={(e) => {
          const v = e.target.value;
          const chosen = typeof v === 'string' ? v.split(',') : v;
          // The ids this click turned on or off.
          onToggle(
            new Set(
              [...chosen, ...value].filter((id) => chosen.includes(id) !== value.includes(id)),
            ),
          );
        }}
        input={<OutlinedInput notched label={label} />}
        renderValue={() => display}
      >
        {categories.map((c) => {
          const checked = value.includes(c.id);
          return (
            <MenuItem key={c.id} value={c.id}>
              <ListItemIcon>
                {checked ? (
                  <CheckBoxIcon fontSize="small" color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon fontSize="small" />
                )}
              </ListItemIcon>
              <ListItemText primary={c.name} />
            </MenuItem>
          );
        })}
      </Select>
    </FormControl>
  );
}
