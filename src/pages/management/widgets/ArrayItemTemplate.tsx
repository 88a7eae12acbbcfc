import { Box } from '@mui/material';
import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';

/**
 * An item of a list in the configuration (a column's field id, a search filter, a link): the item and
 * its move and remove buttons in one row, a group of settings outlined, without the raised cards rjsf's
 * MUI theme gives every item.
 */
export function ArrayItemTemplate({ children, buttonsProps, hasToolbar, registry, schema }: ArrayFieldItemTemplateProps) {
  const Buttons = registry.templates.ArrayFieldItemButtonsTemplate;
  const group = schema.type === 'object' || schema.type === 'array';
  return (
    <Box sx={{ display: 'flex', alignItems: group ? 'flex-start' : 'center', gap: 1, mb: 1.5 }}>
      <Box sx={{ flex: 1, minWidth: 0, ...(group && { border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }) }}>{children}</Box>
      {hasToolbar && (
        <Box sx={{ display: 'flex', flexShrink: 0 }}>
          <Buttons {...buttonsProps} />
        </Box>
      )}
    </Box>
  );
}
