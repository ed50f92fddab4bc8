import type { Device } from './device';

/**
 * What every role but 1 may read of a device, in the table, the API and the CSV (spec doc 1: "a reduced
 * read-only device view"): which tablet it is, its state and when it renews. Not the SIM's number or PIN,
 * the IMEI, the owner, the order or the notes: those are the service's commercial records. (Kept apart from
 * the device's schema so a screen can name these fields without loading zod.)
 */
export const DEVICE_REDUCED_FIELDS = [
  'acorn_device_id',
  'serial_number',
  'acorn_id',
  'status',
  'model',
  'acorn_version',
  'sim_status',
  'sim_renewal_date',
  'is_support',
  'support_renewal_date',
  'last_sync',
  'group_id',
  'last_modified_date',
] as const satisfies readonly (keyof Device)[];
