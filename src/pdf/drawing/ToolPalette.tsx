/** The side palette of drawing tools: sign box, handwritten signature, text. */
export function ToolPalette() {
  return null;
}
