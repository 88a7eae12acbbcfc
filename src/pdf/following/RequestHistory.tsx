import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SignRequestView } from '../../shared/signing/requests';
import { formatDateTime } from '../../shared/format';
import { actionText, actorName, newestFirst } from './follow-texts';

/** The document's signing history since the request, newest first (follow-texts.ts says why): when, what, who, and the trail's own words. */
export function RequestHistory({ view }: { view: SignRequestView }) {
  const translate = useTranslate();
  return (
    <Box component="ol" data-testid="follow-history" sx={{ p: 0, m: 0 }}>
      {newestFirst(view.history).map((entry, i) => (
        <Box component="li" key={`${entry.date}-${i}`} data-testid="follow-history-entry" sx={{ listStyle: 'none', py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="body2">
            <Box component="time" dateTime={entry.date} sx={{ color: 'text.secondary', mr: 1 }}>
              {formatDateTime(entry.date)}
            </Box>
            {actionText(entry.action, translate)} · {actorName(entry.userName, view, translate)}
          </Typography>
          {entry.detail && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {entry.detail}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
