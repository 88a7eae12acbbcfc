import { useEffect } from 'react';
import { Paper, ToggleButton, ToggleButtonGroup, Tooltip } from '@mui/material';
import SignBoxIcon from '@mui/icons-material/CropFree';
import HandwrittenIcon from '@mui/icons-material/Gesture';
import TextIcon from '@mui/icons-material/TextFields';
import { useTranslate } from 'react-admin';
import { useViewerSession } from '../viewer/ViewerSession';
import type { DrawnObjectType } from './drawn-object';
import { loadDrawingCanvas } from './DrawingLayer';

const TOOLS = [
  { type: 'sign', visible: 'signBoxTool', label: 'signBox', icon: SignBoxIcon },
  { type: 'handwritten-sign', visible: 'handwrittenTool', label: 'handwritten', icon: HandwrittenIcon },
  { type: 'text', visible: 'textTool', label: 'text', icon: TextIcon },
] as const;

/**
 * The side palette of drawing tools: sign box, handwritten signature, text, each shown as the
 * session's tool visibility says (001 §2). A tool stays on until a click on a page uses it; the
 * three exclude each other. Nothing shows when none may be used.
 */
export function ToolPalette() {
  const translate = useTranslate();
  const { tools, activeTool, setActiveTool } = useViewerSession();
  const shown = TOOLS.filter((tool) => tools[tool.visible]);
  const drawable = shown.length > 0;
  useEffect(() => {
    if (drawable) void loadDrawingCanvas().catch(() => undefined);
  }, [drawable]);
  if (shown.length === 0) return null;
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
