export const USER_TYPE = { COMPANION: 1, TABLET_USER: 2, UNASSIGNED_DEVICE: 3 } as const;
export type UserType = (typeof USER_TYPE)[keyof typeof USER_TYPE];

export const USER_TYPES: readonly { value: UserType; label: string }[] = [
  { value: 1, label: 'Companion' },
  { value: 2, label: 'Tablet user' },
  { value: 3, label: 'Unassigned device' },
];

// A contact's type reuses user_type numbers, with 3 meaning an address-book entry.
export const CONTACT_TYPES: readonly { value: number; label: string }[] = [
  { value: 1, label: 'Companion' },
  { value: 2, label: 'Acorn' },
  { value: 3, label: 'Address' },
];
export const OTHER_CONTACT_TYPE = 'Contact';

export function contactTypeLabel(type: number | null | undefined): string {
  return CONTACT_TYPES.find((t) => t.value === type)?.label ?? OTHER_CONTACT_TYPE;
}

export const CONNECTIVITY_BUCKETS = [
  'online_now',
  'online_1day',
  'online_1week',
  'online_1month',
  'offline_1month',
] as const;
export type ConnectivityBucket = (typeof CONNECTIVITY_BUCKETS)[number];

export interface Connectivity {
  label: 'Online' | 'Offline' | 'Unknown';
  colour: string;
}

const CONNECTIVITY: Record<string, Connectivity> = {
  online_now: { label: 'Online', colour: 'green' },
  online_1day: { label: 'Offline', colour: 'blue' },
  online_1week: { label: 'Offline', colour: 'yellow' },
  online_1month: { label: 'Offline', colour: 'orange' },
  offline_1month: { label: 'Offline', colour: 'red' },
  offline: { label: 'Offline', colour: 'red' },
};

export const UNKNOWN_CONNECTIVITY: Connectivity = { label: 'Unknown', colour: 'dark' };

/** The card for a device's `user_status`; anything unrecognised or missing is Unknown. */
export function connectivityOf(status: string | null | undefined): Connectivity {
  return (status && Object.hasOwn(CONNECTIVITY, status) && CONNECTIVITY[status]) || UNKNOWN_CONNECTIVITY;
}

export const NO_METRICS_TEXT = 'No Metrics data received';
export const UNKNOWN_VERSION_TEXT = 'Unknown';
export const NOT_SET_TEXT = 'Not set';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The tablets list's bucket for a tablet: connected now; else by how long ago it was last heard from
 * (1 day, 1 week, 1 month, longer); null when it never was (shown as Unknown).
 */
export function connectivityBucket(
  connected: boolean,
  lastSeen: string | null | undefined,
  now: Date,
): ConnectivityBucket | null {
  if (connected) return 'online_now';
  if (!lastSeen) return null;
  const ago = now.getTime() - Date.parse(lastSeen);
  if (ago <= BUCKET_DAYS.online_1day * DAY_MS) return 'online_1day';
  if (ago <= BUCKET_DAYS.online_1week * DAY_MS) return 'online_1week';
  if (ago <= BUCKET_DAYS.online_1month * DAY_MS) return 'online_1month';
  return 'offline_1month';
}

/** The upper bound of each offline bucket, in days; the server's SQL uses the same limits. */
export const BUCKET_DAYS = { online_1day: 1, online_1week: 7, online_1month: 30 } as const;

/**
 * The tablets list's status checkboxes: the spec's five buckets and Unknown (never heard from, or no tablet
 * at all), so that every user is in exactly one and the counts add up to the total.
 */
export const STATUS_FILTERS = [...CONNECTIVITY_BUCKETS, 'unknown'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** Each status in words, as the tablets list's checkboxes and the generated reports say them. */
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  online_now: 'Online',
  online_1day: 'Offline up to 1 day',
  online_1week: 'Offline up to 1 week',
  online_1month: 'Offline up to 1 month',
  offline_1month: 'Offline over 1 month',
  unknown: 'Unknown',
};

/** The status checkbox a user is counted under. */
export function statusFilterOf(
  connected: boolean,
  lastSeen: string | null | undefined,
  now: Date,
): StatusFilter {
  return connectivityBucket(connected, lastSeen, now) ?? 'unknown';
}

/** A user with a tablet to command: a tablet user or an unassigned tablet, with its Acorn id. */
export function userHasTablet(user: { user_type: number; acorn_id?: string | null }): boolean {
  return user.user_type !== USER_TYPE.COMPANION && !!user.acorn_id;
}
