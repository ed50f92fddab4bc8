/** A LIKE/ILIKE pattern matching `text` anywhere, its own %, _ and backslash taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
