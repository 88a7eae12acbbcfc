/** A texts file with only the families the shell carries (vite.config.ts, `firstTexts`). */
declare module '*.json?first' {
  const texts: Record<string, unknown>;
  export default texts;
}
