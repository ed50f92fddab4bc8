/** One CSV line (RFC 4180), with cells that a spreadsheet would run as a formula defused. */
export function csvLine(values: readonly unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}

/** A list reads as its items' names ('Administrator; Manager'), not as JSON a spreadsheet user must decode. */
function listText(items: readonly unknown[]): string {
  return items
    .map((item) =>
      item !== null && typeof item === 'object' && 'description' in item ? String(item.description) : item,
    )
    .join('; ');
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = Array.isArray(value)
    ? listText(value)
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  // Only a plain number may start with '-': anything else a spreadsheet could run as a formula.
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}
