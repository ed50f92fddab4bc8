// Menus carry a PDF (spec doc 1 §5 and §9: PDF only; 'menu.pdf' when no name was given).
export const MENU_DEFAULT_FILE_NAME = 'menu.pdf';
export const MENU_FILE_TYPE = 'application/pdf';
/** The largest menu PDF accepted, in bytes (10 MB): a week's menu with photos fits well within it. */
export const MENU_MAX_BYTES = 10 * 1024 * 1024;

// The spec gives no wording for these; they say what happened and what to do, like its other messages.
export const MENU_FILE_MESSAGES = {
  notPdf: 'The file is not a PDF. Choose a PDF file.',
  tooLarge: 'The PDF is larger than 10 MB. Choose a smaller file.',
  missing: 'Choose a PDF file to upload.',
  none: 'This menu has no PDF yet.',
  uploaded: 'Menu PDF uploaded.',
  uploadFailed: 'Failed to upload the menu PDF.',
  downloadFailed: 'Failed to download the menu PDF.',
} as const;

/** Uploads are judged by content, never by name or declared type: a PDF starts with these bytes. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // '%PDF-'

export function looksLikePdf(firstBytes: Uint8Array): boolean {
  return PDF_MAGIC.every((byte, i) => firstBytes[i] === byte);
}

/**
 * The name a PDF is downloaded as: the uploaded file's own name without any folder, control or quote
 * characters (it goes into a Content-Disposition header), ending in .pdf; 'menu.pdf' when nothing is left.
 */
export function menuFileName(uploaded: string | null | undefined): string {
  const base = (uploaded ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base]
    .filter((ch) => ch !== '"' && ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f)
    .join('')
    .trim()
    .slice(0, 120);
  if (!clean) return MENU_DEFAULT_FILE_NAME;
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}
