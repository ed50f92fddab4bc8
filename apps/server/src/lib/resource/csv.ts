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

/**
 * The rows of a CSV (RFC 4180: quoted cells may hold commas, doubled quotes and line breaks), each cell as
 * written (a defused cell keeps its quote mark): csvLine writes a row read here back as it was.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted || (c !== ',' && c !== '\r')) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++; // the \n of \r\n
    }
  }
  return rows;
}
