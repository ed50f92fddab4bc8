export const DEVICE_STATUSES = ['Assigned', 'Unassigned', 'Onboarded'] as const;
export type DeviceStatus = (typeof DEVICE_STATUSES)[number];

export const SIM_STATUSES = ['Active', 'Inactive'] as const;
export type SimStatus = (typeof SIM_STATUSES)[number];

export const DEVICE_DEFAULTS = {
  status: 'Unassigned',
  subscription: false,
  sim_status: 'Inactive',
  sim_number: 'WIFI',
  is_support: true,
  refurbished: false,
  group_name: 'Acorn Group',
} as const;
