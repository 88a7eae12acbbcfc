import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ShownPage } from '../geometry/shown-page';
import type { DrawnObjectType } from './drawn-object';
import { usePlace } from './usePlace';

const TOOL_NAMES: Record<DrawnObjectType, string> = { sign: 'signBox', 'handwritten-sign': 'handwritten', text: 'text' };

/**
 * The keyboard's way to use a tool: while one is on, each shown page has a button (shown when
 * focused) that places the tool's object near the page's top left corner, to be moved from there.
 */
export function PlaceButton({ page, tool }: { page: ShownPage; tool: DrawnObjectType }) {
  const translate = useTranslate();
  const place = usePlace(page);
  const what = translate(`portico.pdf.draw.palette.${TOOL_NAMES[tool]}`);
  return (
    <Button
      variant="contained"
      size="small"
      onClick={() => place(page.width * 0.1, page.height * 0.1)}
      // Unseen until focused, it must not take a click meant for the page under it either.
      sx={{ position: 'absolute', left: 8, top: 8, zIndex: 4, opacity: 0, pointerEvents: 'none', '&:focus-visible': { opacity: 1, pointerEvents: 'auto' } }}
    >
      {translate('portico.pdf.draw.placeHere', { what, page: page.pageNumber })}
    </Button>
  );
}
