// The 32 counties of Ireland; tables and pickers write them as 'Co.X' (no space), a helper list without.
export const IRISH_COUNTIES = [
  'Antrim',
  'Armagh',
  'Carlow',
  'Cavan',
  'Clare',
  'Cork',
  'Derry',
  'Donegal',
  'Down',
  'Dublin',
  'Fermanagh',
  'Galway',
  'Kerry',
  'Kildare',
  'Kilkenny',
  'Laois',
  'Leitrim',
  'Limerick',
  'Longford',
  'Louth',
  'Mayo',
  'Meath',
  'Monaghan',
  'Offaly',
  'Roscommon',
  'Sligo',
  'Tipperary',
  'Tyrone',
  'Waterford',
  'Westmeath',
  'Wexford',
  'Wicklow',
] as const;

export const ALL_LOCATIONS = 'All';

export const COUNTY_LOCATIONS: readonly string[] = IRISH_COUNTIES.map((county) => `Co.${county}`);

export const LOCATIONS: readonly string[] = [ALL_LOCATIONS, ...COUNTY_LOCATIONS];

export const EXTRA_LOCATIONS = ['Canada', 'UK', 'USA'] as const;

/** Local contents, noticeboards, menus and activities. */
export const CONTENT_LOCATIONS: readonly string[] = [...LOCATIONS, ...EXTRA_LOCATIONS];

export const NEWSPAPER_LOCATIONS: readonly string[] = [
  ...CONTENT_LOCATIONS,
  'Canada Local',
  'Canada National',
  'UK Local',
  'UK National',
  'USA Local',
  'USA National',
];

/** The activity county picker: 'All' plus Co.Antrim … Co.Wicklow. */
export const ACTIVITY_COUNTIES: readonly string[] = LOCATIONS;
export const DEFAULT_ACTIVITY_COUNTY = ALL_LOCATIONS;
