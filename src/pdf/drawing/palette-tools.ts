import { useEffect } from 'react';
import SignBoxIcon from '@mui/icons-material/Approval';
import HandwrittenIcon from '@mui/icons-material/Gesture';
import TextIcon from '@mui/icons-material/TextFields';
import { useViewerSession } from '../viewer/ViewerSession';
import { loadDrawingCanvas } from './DrawingLayer';

/**
 * The drawing tools, in the palette's order, each with the tool visibility that shows it (001 §2),
 * its name (`portico.pdf.draw.palette.*`) and an icon of its own: the sign box's is a stamp, so that
 * it is not taken for full screen's four corners.
 */
export const TOOLS = [
  { type: 'sign', visible: 'signBoxTool', label: 'signBox', icon: SignBoxIcon },
  { type: 'handwritten-sign', visible: 'handwrittenTool', label: 'handwritten', icon: HandwrittenIcon },
  { type: 'text', visible: 'textTool', label: 'text', icon: TextIcon },
] as const;

export type PaletteTool = (typeof TOOLS)[number];

/** The tools this viewer shows; once there is one, the drawing canvas is fetched ahead of its first use. */
export function useShownTools(): PaletteTool[] {
  const { tools } = useViewerSession();
  const shown = TOOLS.filter((tool) => tools[tool.visible]);
  const drawable = shown.length > 0;
  useEffect(() => {
    if (drawable) void loadDrawingCanvas().catch(() => undefined);
  }, [drawable]);
  return shown;
}
