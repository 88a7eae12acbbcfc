import type { ReactNode } from 'react';
import { Box, IconButton, Paper, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';

interface Props {
  id: string;
  testId: string;
  title: string;
  closeLabel: string;
  onClose(): void;
  /** A narrow viewer (a phone): the panel goes under the pages, the whole width. */
  narrow: boolean;
  children: ReactNode;
  /** What stands under the scrolled body: a problem, the panel's buttons. */
  footer?: ReactNode;
}

/** The frame of a panel beside the pages (asking, following): its title and Close, its scrolled body, its footer. */
export function SidePanel({ id, testId, title, closeLabel, onClose, narrow, children, footer }: Props) {
  const titleId = `${id}-title`;
  return (
    <Paper
      component="section"
      id={id}
      square
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={testId}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, ...(narrow ? { width: '100%', height: '55%', flexShrink: 0, borderWidth: '1px 0 0' } : { width: 360, flexShrink: 0, borderWidth: '0 0 0 1px' }) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }}>
          {title}
        </Typography>
        <IconButton size="small" aria-label={closeLabel} onClick={onClose}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto', p: 1.5 }}>{children}</Box>
      {footer}
    </Paper>
  );
}
