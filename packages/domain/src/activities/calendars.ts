export const SERVICES = ['Hairdressing', 'Physiotherapy', 'Chiropractor', 'Doctor'] as const;
export type Service = (typeof SERVICES)[number];

// weekStartsOn uses JavaScript day numbers: 1 is Monday.
export const ACTIVITY_CALENDAR = {
  minHour: 6,
  maxHour: 22,
  refreshSeconds: 10,
  weekStartsOn: 1,
  views: ['week', 'day'],
  defaultView: 'week',
} as const;

export const SERVICES_CALENDAR = {
  minHour: 9,
  maxHour: 17,
  weekStartsOn: 1,
  views: ['week', 'day'],
  defaultView: 'week',
  services: SERVICES,
} as const;
