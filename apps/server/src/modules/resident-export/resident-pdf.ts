import { DEFAULT_TIME_ZONE } from '@acorn/domain/facilities';
import { dateTimeIn } from '@acorn/domain/time';
import PDFDocument from 'pdfkit';
import { EXPORT_SECTIONS, type ResidentData } from './resident-data.js';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Keys every row repeats (the resident, their group): said once at the top, not on each line. */
const SAID_ONCE = new Set(['user_id', 'group_id']);

/** An instant as the portal shows one, on the care home's clock. */
export const localTime = (iso: string, timeZone: string) => dateTimeIn(iso, timeZone);

/**
 * The standard PDF fonts draw Windows-1252 (Latin-1 and a few more): Irish and other western European
 * names with their fadas (Ó, á) as they are; anything beyond is shown as '?' rather than as a wrong glyph.
 */
const CP1252_EXTRAS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
/** Control characters (but tab and line breaks) would draw as boxes. */
const isControl = (code: number) =>
  (code < 32 && code !== 9 && code !== 10 && code !== 13) || (code >= 127 && code < 160);
export const drawable = (text: string) =>
  [...text]
    .filter((c) => !isControl(c.charCodeAt(0)))
    .map((c) => (c.charCodeAt(0) < 256 || CP1252_EXTRAS.includes(c) ? c : '?'))
    .join('');

function valueText(value: unknown, timeZone: string): string {
  if (typeof value === 'string') {
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return localTime(value, timeZone);
    const date = ISO_DATE.exec(value);
    return date ? `${date[3]}.${date[2]}.${date[1]}` : value;
  }
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

const label = (key: string) => (key.charAt(0).toUpperCase() + key.slice(1)).replaceAll('_', ' ');

/** A row as one line of 'Label: value' pairs, empty fields left out. */
function rowText(row: Record<string, unknown>, timeZone: string): string {
  return Object.entries(row)
    .filter(([key, value]) => !SAID_ONCE.has(key) && value !== null && value !== '' && value !== undefined)
    .map(([key, value]) => `${label(key)}: ${valueText(value, timeZone)}`)
    .join(' · ');
}

/** The resident's data as a readable A4 PDF: who, when made, then each kind of record with its rows. */
export function residentPdf(data: ResidentData): Promise<Buffer> {
  const timeZone = data.time_zone ?? DEFAULT_TIME_ZONE;
  const name = [data.resident.firstname, data.resident.surname].filter(Boolean).join(' ');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: drawable(`Personal data held about ${name || `resident #${data.resident.user_id}`}`) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) => doc.text(drawable(value), options);

  doc.font('Helvetica-Bold').fontSize(18);
  text(`Personal data held about ${name || `resident #${data.resident.user_id}`}`);
  doc.font('Helvetica').fontSize(10).moveDown(0.5);
  text(
    `Resident #${data.resident.user_id} · ${data.group ?? ''}${data.facility ? ` · ${data.facility}` : ''}`,
  );
  text(
    `Produced ${localTime(data.generated_at, timeZone)}${data.generated_by ? ` by ${data.generated_by}` : ''}. ` +
      `Times are on the care home's clock (${timeZone}).`,
  );

  const heading = (title: string, count?: number) => {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13);
    text(count === undefined ? title : `${title} (${count})`);
    doc.font('Helvetica').fontSize(9).moveDown(0.3);
  };
  heading('Profile');
  for (const [key, value] of Object.entries(data.resident))
    if (value !== null && value !== '' && !SAID_ONCE.has(key))
      text(`${label(key)}: ${valueText(value, timeZone)}`);
  for (const { key, title } of EXPORT_SECTIONS) {
    const rows = data.records[key] ?? [];
    heading(title, rows.length);
    const withheld = data.withheld[key];
    if (withheld) text(`Left out of this file. ${withheld}`);
    else if (rows.length === 0) text('None stored.');
    for (const row of rows) text(rowText(row, timeZone), { paragraphGap: 3 });
  }
  doc.end();
  return done;
}
