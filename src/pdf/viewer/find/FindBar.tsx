import { Box, IconButton, InputBase, Tooltip, Typography } from '@mui/material';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import CloseIcon from '@mui/icons-material/Close';
import FontDownloadIcon from '@mui/icons-material/FontDownload';
import AbcIcon from '@mui/icons-material/Abc';
import type { ReactElement, Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { FindState } from './useFind';

/** An option of the bar (match case, whole words), pressed or not; its icon named in full for screen readers and in its tooltip. */
function OptionToggle({ label, icon, pressed, onToggle, testId }: { label: string; icon: ReactElement; pressed: boolean; onToggle(): void; testId: string }) {
  return (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={label} aria-pressed={pressed} color={pressed ? 'primary' : 'default'} onClick={onToggle} data-testid={testId} sx={{ borderRadius: 1, ...(pressed && { bgcolor: 'action.selected' }) }}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}

/**
 * The find bar under the toolbar: the box (Enter for the next match, Shift+Enter for the previous one,
 * Escape closes), "n of m", previous and next, match case and whole words. On a phone it takes the
 * toolbar's width, the box shrinking first.
 */
export function FindBar({ find, inputRef, onClose, id }: { find: FindState; inputRef: Ref<HTMLInputElement>; onClose(): void; id: string }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`portico.pdf.viewer.find.${key}`, options);
  const { count, done, searched } = find.result;
  const status = !searched.query ? '' : count ? t(done ? 'count' : 'countSoFar', { current: find.index + 1 || '–', total: count }) : t(done ? 'none' : 'searching');
  const countId = `${id}-count`;
  return (
    <Box id={id} role="search" aria-label={t('label')} data-testid="pdf-find" sx={{ display: 'flex', alignItems: 'center', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      <InputBase
        inputRef={inputRef}
        autoFocus
        value={find.query}
        placeholder={t('box')}
        onChange={(event) => find.setQuery(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            find.enter(event.shiftKey ? -1 : 1);
          }
          if (event.key === 'Escape') onClose();
        }}
        inputProps={{ 'aria-label': t('box'), 'aria-describedby': countId, 'data-testid': 'pdf-find-box', enterKeyHint: 'search', type: 'search' }}
        sx={{ flex: '1 1 180px', minWidth: 80, maxWidth: 280, fontSize: 14, border: 1, borderColor: 'divider', borderRadius: 1, mx: 0.5, '& input': { py: 0.5, px: 1 } }}
      />
      <Typography id={countId} role="status" variant="body2" data-testid="pdf-find-count" sx={{ minWidth: 56, whiteSpace: 'nowrap', color: 'text.secondary', textAlign: 'center' }}>
        {status}
      </Typography>
      <Tooltip title={t('previous')}>
        <span>
          <IconButton size="small" aria-label={t('previous')} disabled={!count} onClick={() => find.step(-1)}>
            <KeyboardArrowUpIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title={t('next')}>
        <span>
          <IconButton size="small" aria-label={t('next')} disabled={!count} onClick={() => find.step(1)}>
            <KeyboardArrowDownIcon />
          </IconButton>
        </span>
      </Tooltip>
      <OptionToggle label={t('matchCase')} icon={<FontDownloadIcon />} pressed={find.options.caseSensitive} onToggle={() => find.toggle('caseSensitive')} testId="pdf-find-case" />
      <OptionToggle label={t('wholeWords')} icon={<AbcIcon />} pressed={find.options.wholeWord} onToggle={() => find.toggle('wholeWord')} testId="pdf-find-word" />
      <IconButton size="small" aria-label={t('close')} onClick={onClose} sx={{ ml: 'auto' }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
