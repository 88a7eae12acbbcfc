/**
 * The texts beyond the shell's (src/i18n/first-texts.ts), asked for once, by the first screen or part
 * loaded on demand that may show them (`loadChunk`). The i18n provider says how they are loaded; a
 * failure is logged and tried again next time, the screen showing the missing texts' keys meanwhile.
 */
let load: () => Promise<void> = async () => {};
let loading: Promise<void> | undefined;

export function loadAllTextsWith(loader: () => Promise<void>) {
  load = loader;
}

export function allTexts(): Promise<void> {
  return (loading ??= load().catch((error: unknown) => {
    console.error(error);
    loading = undefined;
  }));
}
