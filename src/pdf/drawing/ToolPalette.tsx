import { Paper, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import type { DrawnObjectType } from './drawn-object';
import { FoldedToolPalette } from './FoldedToolPalette';
import { useShownTools } from './palette-tools';

/**
 * The side palette of drawing tools: sign box, handwritten signature, text, each shown as the
 * session's tool visibility says (001 §2). A tool stays on until a click on a page uses it; the
 * three exclude each other. Nothing shows when none may be used. `folded` (a narrow viewer, a
 * phone) keeps the tools behind one button over the pages, which then have the whole width.
 */
export function ToolPalette({ folded }: { folded: boolean }) {
  const translate = useTranslate();
  const { activeTool, setActiveTool } = useViewerSession();
  const shown = useShownTools();
  if (shown.length === 0) return null;
  if (folded) return <FoldedToolPalette tools={shown} />;
  return (
    <Paper variant="outlined" sx={{ alignSelf: 'flex-start', position: 'sticky', top: 8 }}>
      <ToggleButtonGroup
        orientation="vertical"
        exclusive
        size="small"
        value={activeTool}
        aria-label={translate('portico.pdf.draw.palette.label')}
        onChange={(_, tool: DrawnObjectType | null) => setActiveTool(tool)}
      >
        {shown.map(({ type, label, icon: Icon }) => (
          <Tooltip key={type} title={translate(`portico.pdf.draw.palette.${label}`)} placement="right">
            <ToggleButton value={type} aria-label={translate(`portico.pdf.draw.palette.${label}`)} data-testid={`tool-${type}`}>
              <Icon />
            </ToggleButton>
          </Tooltip>
        ))}
      </ToggleButtonGroup>
    </Paper>
  );
}
