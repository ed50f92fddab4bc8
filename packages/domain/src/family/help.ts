import { z } from 'zod';
import { COMMAND_STATES } from '../tablets/command';
import { rowId, rowText } from '../shared/fields';
import { installedAppSchema } from '../residents/user-metrics';

// Help User (/family-help-user, issue 20; spec doc 2 §2.6): a family member sees their resident's tablet
// (connected or not, when last heard from, battery, storage, version), the apps it reports, and the
// suggested apps that reach the resident, each installable with an install_app command.

/** The latest install_app command for one app on the resident's tablet, and where it stands. */
export const familyInstallSchema = z.object({
  command_id: rowId,
  state: z.enum(COMMAND_STATES),
  /** What the tablet said with done or failed (a failure's reason). */
  detail: rowText,
});
export type FamilyInstall = z.infer<typeof familyInstallSchema>;

/** A suggested app as the family member sees it: what it is, and whether the tablet has it. */
export const familySuggestedAppSchema = z.object({
  app_id: rowId,
  name: z.string(),
  category: z.string(),
  description: z.string(),
  img_url: z.string(),
  /** The Android package (the suggested app's app_package; the tablet's applicationIdentifier). */
  package: z.string(),
  /** The tablet's latest report lists it. */
  installed: z.boolean(),
  install: familyInstallSchema.nullable(),
});
export type FamilySuggestedApp = z.infer<typeof familySuggestedAppSchema>;

export const familyTabletSchema = z.object({
  has_tablet: z.boolean(),
  /** Connected to the portal now (its presence). */
  online: z.boolean(),
  /** When the tablet was last heard from (ISO 8601), or null: never. */
  last_seen: rowText,
  battery: z.number().nullable(),
  /** Bytes. */
  storage_total: z.number().nullable(),
  storage_free: z.number().nullable(),
  acorn_version: rowText,
  installed: z.array(installedAppSchema),
  suggested: z.array(familySuggestedAppSchema),
});
export type FamilyTablet = z.infer<typeof familyTabletSchema>;

export const familyInstallInputSchema = z.object({ app_id: rowId });
export type FamilyInstallInput = z.infer<typeof familyInstallInputSchema>;

export const familyInstallResultSchema = z.object({
  message: z.string(),
  command_id: rowId,
  state: z.enum(COMMAND_STATES),
});
export type FamilyInstallResult = z.infer<typeof familyInstallResultSchema>;

// The spec has no wording here; each says what happened and, where it helps, what to do.
export const FAMILY_HELP_MESSAGES = {
  sent: 'App install sent to the tablet.',
  noTablet: 'This resident has no tablet yet, so apps cannot be installed for them.',
  appNotFound: 'Suggested App not found.',
  alreadyInstalled: (name: string) => `${name} is already installed on the tablet.`,
  underWay: (name: string) => `${name} is already on its way to the tablet.`,
} as const;

/** The Play Store page of an Android package: where a tablet that cannot install by itself sends the resident. */
export const playStoreUrl = (pkg: string) =>
  `https://play.google.com/store/apps/details?id=${encodeURIComponent(pkg)}`;
