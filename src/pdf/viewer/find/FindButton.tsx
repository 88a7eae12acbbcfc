import type { Ref } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';

/** The toolbar's find button: opens the find bar under the toolbar (Ctrl/Cmd+F does the same), or closes it. */
export function FindButton({ open, onToggle, buttonRef, barId }: { open: boolean; onToggle(): void; buttonRef: Ref<HTMLButtonElement>; barId: string }) {
  const label = useTranslate()('portico.pdf.viewer.find.open');
  return (
    <Tooltip title={label}>
      <IconButton ref={buttonRef} size="small" aria-label={label} aria-expanded={open} aria-controls={open ? barId : undefined} color={open ? 'primary' : 'default'} onClick={onToggle} data-testid="pdf-find-open">
        <SearchIcon />
      </IconButton>
    </Tooltip>
  );
}
