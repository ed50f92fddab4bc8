import { z } from 'zod';
import { SERVICES } from '../activities/calendars';

// The payloads of the commands issue 20 adds to protocol v1 (docs/tablet-link.md): what the server puts
// in a command's `payload`, checked by the simulator and the tablet app before they act on it.

const text = (max: number) => z.string().max(max);

/**
 * A family photo to show: the tablet fetches `url` with its own credential (HTTP Basic, its MQTT user name
 * and password) before `url_expires_at`, then acknowledges done ('shown'); failed with a reason otherwise.
 * remove: the photo was taken away (by staff or the family member); the tablet deletes its copy.
 */
export const photoCommandPayloadSchema = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('show'),
    photo_id: z.number().int().positive(),
    url: text(2000),
    url_expires_at: z.string().max(40),
    mime: z.enum(['image/jpeg', 'image/png', 'image/webp']),
    bytes: z.number().int().positive(),
    caption: text(200).nullable(),
    /** Who shared it, as the resident knows them ('Mary Campbell (daughter)'). */
    shared_by: text(200),
  }),
  z.object({ op: z.literal('remove'), photo_id: z.number().int().positive() }),
]);
export type PhotoCommandPayload = z.infer<typeof photoCommandPayloadSchema>;

/**
 * Why a tablet could not show a photo, as the family member reads it ('Failed: <detail>'): the same words
 * from every implementation of the link (the simulator, the tablet app).
 */
export const PHOTO_FAILURES = {
  unreadable: 'The photo command could not be read.',
  refused: (status: number) => `The photo could not be fetched (HTTP ${status}).`,
  offline: 'The photo could not be fetched (no connection).',
  incomplete: 'The photo arrived incomplete.',
  noRoom: 'Not enough storage on the tablet to keep the photo.',
} as const;

/** An app to install: the tablet opens the store on it (or installs it itself where it may). */
export const installAppPayloadSchema = z.object({
  /** The app's package ('com.whatsapp'): the suggested app's applicationIdentifier. */
  package: text(255).min(1),
  name: text(200),
  /** The app's store page, for a tablet that cannot install by itself. */
  store_url: text(2000),
});
export type InstallAppPayload = z.infer<typeof installAppPayloadSchema>;

export const calendarEntrySchema = z.object({
  appointment_id: z.number().int().positive(),
  service: z.enum(SERVICES),
  /** ISO 8601 instants. */
  start_time: z.string().max(40),
  end_time: z.string().max(40),
  provider: text(200).nullable(),
  location: text(200).nullable(),
  notes: text(2000).nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

/**
 * The resident's appointments from `from` on, whole: each calendar command replaces what the tablet held,
 * so a lost or repeated one does no harm and the latest (by `generated_at`) wins.
 */
export const calendarPayloadSchema = z.object({
  generated_at: z.string().max(40),
  from: z.string().max(40),
  appointments: z.array(calendarEntrySchema).max(500),
});
export type CalendarPayload = z.infer<typeof calendarPayloadSchema>;

// The payloads of protocol v1's first commands, for a tablet that checks what it acts on (the tablet app).

/** message: a line from the care staff, at most 85 characters (the portal's rule). */
export const messageCommandPayloadSchema = z.object({ message: text(2000).min(1) });
export type MessageCommandPayload = z.infer<typeof messageCommandPayloadSchema>;

/** reset: which of the tablet's data to clear; all four false still resets nothing but is acknowledged. */
export const resetCommandPayloadSchema = z.object({
  isGmailReset: z.boolean().default(false),
  isPhotoReset: z.boolean().default(false),
  isContactReset: z.boolean().default(false),
  /** Everything the tablet's apps hold: for the tablet app, its credential too (it returns to set-up). */
  isApplicationReset: z.boolean().default(false),
});
export type ResetCommandPayload = z.infer<typeof resetCommandPayloadSchema>;

/** update: the Acorn version to move to and where a native tablet downloads it. */
export const updateCommandPayloadSchema = z.object({
  acorn_versions_id: z.number().int().positive(),
  version: text(40),
  download_url: text(2000).nullable(),
});
export type UpdateCommandPayload = z.infer<typeof updateCommandPayloadSchema>;
