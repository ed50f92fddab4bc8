import type { TabletUser, UserDetails } from '@acorn/domain/residents';

// People the screens' tests show, as the users API answers them: a tablet user and their privileges.

/** Every privilege switch off. */
export const FLAGS_OFF = {
  is_on_support: false,
  is_emergency: false,
  is_play_store: false,
  is_mobile_incoming_call: false,
  is_mobile_incoming_sms: false,
  is_mobile_outgoing_call: false,
  is_mobile_outgoing_sms: false,
  is_android_settings: false,
  is_acorn_files: false,
  is_acorn_reset: false,
  is_usb_access: false,
  is_suspended: false,
  is_call_suspended: false,
} satisfies Partial<UserDetails>;

/** Mary Byrne of Oak House, on an online tablet, unless `extra` says otherwise. */
export const tabletUser = (extra: Partial<TabletUser> = {}): TabletUser => ({
  user_id: 12,
  user_type: 2,
  firstname: 'Mary',
  surname: 'Byrne',
  email: null,
  username: null,
  mob_phone: null,
  home_phone: null,
  dob: null,
  street: null,
  city: null,
  county: null,
  postalcode: null,
  country: null,
  avatar: null,
  location: 'Oak Wing',
  is_active: true,
  is_online: 0,
  acorn_id: 'AC-0031',
  acorn_version: '4.2.0',
  sim_number: null,
  group_id: 3,
  group_name: 'Oak House',
  verified: null,
  acornUserIds: null,
  order_no: null,
  serial_number: null,
  IMEI: null,
  lastSeen: null,
  battery: 80,
  user_status: 'online_now',
  ...extra,
});
