/** A LIKE pattern matching text that holds `text`, its `%`, `_` and `\` taken as they are (with `escape '\'`). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
