import { z } from 'zod';
import { PORTAL_IMAGES_PATH } from './portal-images';
import { isEmailAddress } from './email';
import { isEmpty } from './empty';

// Row fields (what the API returns). Dates are 'YYYY-MM-DD'; timestamps ISO 8601 strings.
export const rowId = z.int().positive();
export const rowText = z.string().nullable();
export const rowDate = z.string().nullable();
export const rowTimestamp = z.string();
export const rowNumber = z.number().nullable();
export const rowCount = z.int().nullable();
export const rowFlag = z.boolean();

/**
 * An id written in a path or a query string: decimal digits alone. Number() would also take '0x2', '1e0',
 * ' 1', '+1' and '002' as the same row, so a client could name one row many ways (and slip past a check
 * made on the text).
 */
export const idText = z
  .string()
  .regex(/^[1-9][0-9]{0,9}$/, 'must be an id: decimal digits, no sign, padding or spaces')
  .transform(Number);

/** Row fields beyond the spec's field list: optional so older rows and other shapes still pass. */
export const extraId = z.int().positive().nullish();

// Input fields are permissive about emptiness: an empty value must reach the spec's validation function,
// which answers with the spec's message, rather than fail here with a generic one.
const TEXT_MAX = 10_000;
export const inText = z.string().max(TEXT_MAX).nullish();
export const inFlag = z.boolean().nullish();
export const inId = z.int().positive().nullish();

/** A number field; '' from an emptied form field means no value. */
export const inNumber = z
  .union([z.number(), z.literal('')])
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .optional();

export const inCount = z
  .union([z.int().nonnegative(), z.literal('')])
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .optional();

/** A 'YYYY-MM-DD' date; '' means no date. */
export const inDate = z
  .union([z.iso.date(), z.literal('')])
  .nullish()
  .transform((v) => (v === '' ? null : v))
  .optional();

/** Text that, when not empty, must be one of `values` (emptiness is left to the spec's rules). */
export function inChoice(values: readonly string[]) {
  return inText.refine((v) => isEmpty(v) || values.includes(v as string), {
    message: `Must be one of: ${values.join(', ')}`,
  });
}

/** A web address; links are rendered as href/src, so only http(s) is accepted. */
export const inWebUrl = inText.refine((v) => isEmpty(v) || /^https?:\/\/\S+$/i.test((v as string).trim()), {
  message: 'Must be a web address starting with http:// or https://',
});

/**
 * A picture's address: a web address as above, or one of the portal's own pictures ('/demo-images/x.svg'),
 * which the browser loads from the portal's own origin. No other local path: an API address there would be
 * requested by every browser showing the row, with its session (a forged export in the audit log). One
 * file name, so neither '..', '%2e%2e' nor a backslash (all of which a browser resolves) can climb out.
 */
export const inImageUrl = inText.refine(
  (v) => isEmpty(v) || /^https?:\/\/\S+$/i.test((v as string).trim()) || isPortalImage((v as string).trim()),
  {
    message: `Must be a web address starting with http:// or https://, or a picture under ${PORTAL_IMAGES_PATH}`,
  },
);

function isPortalImage(path: string): boolean {
  const name = path.startsWith(PORTAL_IMAGES_PATH) ? path.slice(PORTAL_IMAGES_PATH.length) : '';
  return /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(name);
}

/** An email address, or empty. */
export const inEmail = inText.refine((v) => isEmpty(v) || isEmailAddress(v as string), {
  message: 'Must be an email address',
});

/**
 * An Android package name (com.example.app): dot-separated segments, each a letter then letters, digits
 * or underscores, at least two; or empty. Tablets install by it, so nothing else may pass as one.
 */
export const inPackageName = inText.refine(
  (v) =>
    isEmpty(v) ||
    (/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/.test((v as string).trim()) &&
      (v as string).trim().length <= 255),
  { message: 'Must be a package name such as com.example.app' },
);
