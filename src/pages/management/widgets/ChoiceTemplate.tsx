import { Box } from '@mui/material';
import type { MultiSchemaFieldTemplateProps } from '@rjsf/utils';

/**
 * A choice between kinds of value (a family's key or its id; one text or a text per language): the
 * kind and the value side by side from the sm breakpoint, one above the other on a phone.
 */
export function ChoiceTemplate({ selector, optionSchemaField }: MultiSchemaFieldTemplateProps) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, 240px) 1fr' }, gap: { xs: 1, sm: 2 }, alignItems: 'start' }}>
      <div>{selector}</div>
      <div>{optionSchemaField}</div>
    </Box>
  );
}
