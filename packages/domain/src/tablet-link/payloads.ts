import { z } from 'zod';
import { COMMAND_ACTIONS } from '../tablets/command';
import { HEALTH_MEASURE_INFO, HEALTH_MEASURES, type HealthMeasure } from '../health/health';
import { EVENT_ANSWERS } from '../activities/resident-events';

// Payloads of the tablet link, validated on arrival. Anything that fails is dropped with one log line.

/** No tablet payload needs more; a larger one is dropped unread (the apps list of a full tablet is ~30 KB). */
export const MAX_TABLET_PAYLOAD_BYTES = 64 * 1024;

const text = (max: number) => z.string().max(max);

export const presencePayloadSchema = z.object({
  state: z.enum(['online', 'offline']),
  /** The tablet's clock, ISO 8601; informational (the server's clock decides last seen). */
  at: z.string().max(40).optional(),
});
export type PresencePayload = z.infer<typeof presencePayloadSchema>;

export const metricsPayloadSchema = z.object({
  battery: z.number().int().min(0).max(100).nullish(),
  storage_total: z.number().int().nonnegative().nullish(),
  storage_free: z.number().int().nonnegative().nullish(),
  storage_used: z.number().int().nonnegative().nullish(),
  acorn_version: text(40).nullish(),
  IMEI: text(40).nullish(),
  serial_number: text(80).nullish(),
  sim_number: text(40).nullish(),
  /** The tablet's Firebase registration token, when it uses FCM. */
  fcm_token: text(4096).nullish(),
  apps: z
    .array(
      z.object({
        name: text(200),
        version: text(80).nullable(),
        applicationIdentifier: text(255),
      }),
    )
    .max(500)
    .nullish(),
});
export type MetricsPayload = z.infer<typeof metricsPayloadSchema>;

/**
 * delivered: the tablet has it; done / failed: its outcome, which also says it arrived. A tablet that acts
 * at once sends the outcome alone; delivered first is for an outcome that waits (a check-in is done when the
 * resident answers).
 */
export const ackPayloadSchema = z
  .object({
    /** The command acknowledged: by its own id, or by its broadcast (exactly one of the two). */
    command_id: z.number().int().positive().optional(),
    broadcast_id: z.number().int().positive().optional(),
    state: z.enum(['delivered', 'done', 'failed']),
    detail: text(500).optional(),
    /** An event_invite's outcome: the resident's answer (with state done). */
    answer: z.enum(EVENT_ANSWERS).optional(),
  })
  .refine((a) => (a.command_id === undefined) !== (a.broadcast_id === undefined), {
    message: 'command_id or broadcast_id, one of the two',
  });
export type AckPayload = z.infer<typeof ackPayloadSchema>;

export const tabletMessagePayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), body: z.string().min(1).max(2000) }),
  z.object({
    kind: z.literal('call_request'),
    name: text(200).optional(),
    /**
     * When the resident asked (ISO). A request that arrives within CALL_RING_SECONDS of it rings the care
     * home's staff as a call (issue 22); an older one (it waited in an offline tablet's outbox) or one
     * without it is kept as a request for staff to call back.
     */
    asked_at: z.string().max(40).optional(),
  }),
]);
export type TabletMessagePayload = z.infer<typeof tabletMessagePayloadSchema>;

const measureValues = Object.fromEntries(
  HEALTH_MEASURES.map((m) => {
    const { min, max } = HEALTH_MEASURE_INFO[m];
    return [m, z.number().min(min).max(max).nullish()];
  }),
) as { [K in HealthMeasure]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> };

/**
 * A reading the tablet reports (metric units): measured by the resident's connected device or typed on
 * the tablet. A value outside what may be recorded makes the whole report malformed (dropped and logged).
 */
export const healthPayloadSchema = z
  .object({
    ...measureValues,
    /** When it was taken, ISO 8601 with an offset; the server's clock when absent. */
    taken_at: z.iso.datetime({ offset: true }).optional(),
    note: text(1000).optional(),
    /** The device that measured it ('Omron M3'), shown as who recorded it. */
    device: text(80).optional(),
  })
  .refine((r) => HEALTH_MEASURES.some((m) => r[m] != null), { message: 'no measurement' });
export type HealthPayload = z.infer<typeof healthPayloadSchema>;

/** What the server publishes to a tablet's commands topic. */
export const commandPayloadSchema = z.object({
  command_id: z.number().int().positive(),
  /** Set when the command also went out on the tablet's group topic: the tablet acts on the broadcast once. */
  broadcast_id: z.number().int().positive().optional(),
  action: z.enum(COMMAND_ACTIONS),
  /** message: { message }; reset: the four reset flags; update: { version, download_url }; event_invite: EventInvitePayload. */
  payload: z.record(z.string(), z.unknown()),
  /** ISO 8601: a tablet that reads it later ignores it. */
  expires_at: z.string(),
});
export type CommandPayload = z.infer<typeof commandPayloadSchema>;

/** The most user ids a group broadcast names as not for them (the rest of a group gets it per tablet). */
export const MAX_BROADCAST_EXCEPT = 1_000;

/**
 * One command to every tablet of a group, on the group's topic (ADR 0041). A tablet whose user id is in
 * `except` ignores it. Each tablet keeps and acknowledges it by `broadcast_id`; the same command may also
 * reach it on its own topic (with its command_id and this broadcast_id), and is then acted on once.
 */
export const broadcastPayloadSchema = z.object({
  broadcast_id: z.number().int().positive(),
  action: z.enum(COMMAND_ACTIONS),
  payload: z.record(z.string(), z.unknown()),
  expires_at: z.string(),
  except: z.array(z.number().int().positive()).max(MAX_BROADCAST_EXCEPT).optional(),
});
export type BroadcastPayload = z.infer<typeof broadcastPayloadSchema>;

/**
 * The command a tablet holds, whichever way it came: a broadcast's command is named by its broadcast, as a
 * negative number, so one number keys it (prompts, answers, duplicates) and `ackReference` names it back.
 */
export function heldCommand(received: CommandPayload | BroadcastPayload): CommandPayload {
  if (received.broadcast_id === undefined) return received as CommandPayload;
  const { broadcast_id, action, payload, expires_at } = received;
  return { command_id: -broadcast_id, broadcast_id, action, payload, expires_at };
}

/** What an acknowledgement names for a held command's number (see heldCommand). */
export function ackReference(heldId: number): { command_id: number } | { broadcast_id: number } {
  return heldId < 0 ? { broadcast_id: -heldId } : { command_id: heldId };
}

/**
 * Parses an MQTT payload: too large, not JSON, holding a NUL character (which no PostgreSQL text can store:
 * a resident's message with one was lost with an error, found by proof:fuzz) or not the schema → null (the
 * caller logs and drops it).
 */
export function parseTabletPayload<T>(schema: z.ZodType<T>, payload: Uint8Array | string): T | null {
  const size =
    typeof payload === 'string' ? new TextEncoder().encode(payload).byteLength : payload.byteLength;
  if (size > MAX_TABLET_PAYLOAD_BYTES) return null;
  try {
    const text = typeof payload === 'string' ? payload : new TextDecoder().decode(payload);
    let nul = false;
    const json: unknown = JSON.parse(text, (key, value: unknown) => {
      if (key.includes('\0') || (typeof value === 'string' && value.includes('\0'))) nul = true;
      return value;
    });
    if (nul) return null;
    const parsed = schema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const enrolmentRequestSchema = z.object({
  acorn_id: text(80).min(1),
  serial_number: text(80).min(1),
  enrolment_secret: text(200).min(1),
});
export type EnrolmentRequest = z.infer<typeof enrolmentRequestSchema>;

export const enrolmentResponseSchema = z.object({
  user_id: z.number().int(),
  /** MQTT user name and password; the password is shown only here and stored only as a hash. */
  username: z.string(),
  password: z.string(),
  /** MQTT over WebSocket on the API's own port, and over TCP where the embedded broker has it. */
  mqtt_urls: z.array(z.string()),
  topic_prefix: z.string(),
  /** The group's broadcasts (ADR 0041): subscribed to besides the tablet's own topics. */
  broadcast_topic: z.string(),
});
export type EnrolmentResponse = z.infer<typeof enrolmentResponseSchema>;

export const ENROLMENT_REFUSED = 'Enrolment refused: check the device record and the enrolment secret.';

/** A one-time enrolment link (issue 21): made by staff for one tablet user, valid 15 minutes, used once. */
export const ENROLMENT_LINK_VALID_MINUTES = 15;

export const enrolmentLinkSchema = z.object({
  /** The tablet app's set-up address with the token in its fragment (never sent to a server's logs). */
  url: z.string(),
  expires_at: z.string(),
});
export type EnrolmentLink = z.infer<typeof enrolmentLinkSchema>;

export const enrolmentLinkRedeemSchema = z.object({ token: text(200).min(20) });

export const ENROLMENT_LINK_REFUSED =
  'This enrolment link has expired or was already used. Ask the care home for a new one.';
