/**
 * dayjs format strings, one per kind of value, used by every screen. Clocks are 24-hour everywhere: the
 * spec's Last Sync 'DD/MM/YYYY hh:mm' has no AM/PM, so its 'hh' would show 14:05 as 02:05 (DESIGN §3).
 */
export const DATE_FORMATS = {
  /** What the API and date inputs exchange. */
  isoDate: 'YYYY-MM-DD',
  /** A record's calendar date in the tables (doc 1 §9). */
  date: 'DD.MM.YYYY',
  /** An instant: change stamps, activity times, commands sent (doc 1 §9, doc 2 §9). */
  dateTime: 'DD.MM.YYYY HH:mm:ss',
  /** A resident's own dates on the resident screens: birth, SIM activation and renewal (doc 2 §9). */
  residentDate: 'DD/MM/YYYY',
  /** When a tablet was last heard from: Last Sync on user details, Last seen on its card (doc 2 §9). */
  lastSync: 'DD/MM/YYYY HH:mm',
} as const;

const STORAGE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Storage sizes are shown 1024-based with two decimals, e.g. '1.50 GB'. */
export function formatStorage(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), STORAGE_UNITS.length - 1);
  return `${(bytes / 1024 ** power).toFixed(2)} ${STORAGE_UNITS[power]}`;
}
