// dayjs format strings. 'hh' in the spec's Last Sync format is a 12-hour clock; kept as written.
export const DATE_FORMATS = {
  isoDate: 'YYYY-MM-DD',
  date: 'DD.MM.YYYY',
  dateTime: 'DD.MM.YYYY HH:mm:ss',
  activityDateTime: 'DD.MM.YYYY HH:mm:ss',
  residentDate: 'DD/MM/YYYY',
  lastSync: 'DD/MM/YYYY hh:mm',
} as const;

const STORAGE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Storage sizes are shown 1024-based with two decimals, e.g. '1.50 GB'. */
export function formatStorage(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), STORAGE_UNITS.length - 1);
  return `${(bytes / 1024 ** power).toFixed(2)} ${STORAGE_UNITS[power]}`;
}
