import { COUNTY_LOCATIONS, EXTRA_LOCATIONS } from '@acorn/domain/content';
import type {
  acornSuggestedApps,
  localContents,
  menus,
  newspapers,
  noticeboards,
} from '../../db/schema/index.js';
import type { Calendar } from './dates.js';
import { MAPLE_GROVE, OPERATOR_GROUP, SHANNON_VALLEY } from './organisation.js';

// Pictures the portal serves itself (apps/server/demo-images), so the demo looks right offline.
const demoImage = (name: string) => `/demo-images/${name}.svg`;

/** What a row that links to a site says: its title and description, the site, and the county it is for. */
type Link = [title: string, description: string, site: string, county: string];
/** A newspaper's or a local content's link fields, with the demo's picture for its kind. */
const linkFields = (icon: string, [title, description, site, county]: Link) => ({
  title,
  description,
  url: `https://${site}`,
  icon_url: demoImage(icon),
  county,
});

type NewspaperRow = typeof newspapers.$inferInsert;
const paper = (group_id: number, ...link: Link): NewspaperRow => ({
  group_id,
  ...linkFields('newspaper', link),
});

export const newspaperRows = (): NewspaperRow[] => [
  paper(
    SHANNON_VALLEY,
    'The Irish Times',
    'National news, politics, sport and the crossword',
    'www.irishtimes.com',
    'All',
  ),
  paper(
    SHANNON_VALLEY,
    'Irish Independent',
    'News, farming, GAA and business from around Ireland',
    'www.independent.ie',
    'All',
  ),
  paper(SHANNON_VALLEY, 'Irish Examiner', 'News from Munster and beyond', 'www.irishexaminer.com', 'Co.Cork'),
  paper(
    SHANNON_VALLEY,
    'The Clare Champion',
    'Clare news, deaths and sport every week',
    'clarechampion.ie',
    'Co.Clare',
  ),
  paper(
    SHANNON_VALLEY,
    'Limerick Leader',
    'Limerick city and county news, Munster rugby',
    'www.limerickleader.ie',
    'Co.Limerick',
  ),
  paper(
    SHANNON_VALLEY,
    'Connacht Tribune',
    'Galway and the west of Ireland',
    'connachttribune.ie',
    'Co.Galway',
  ),
  paper(
    SHANNON_VALLEY,
    'The Kerryman',
    'Kerry news and Gaelic football',
    'www.independent.ie/regionals/kerryman',
    'Co.Kerry',
  ),
  paper(
    MAPLE_GROVE,
    'Toronto Star',
    'Toronto news, local politics and the Leafs',
    'www.thestar.com',
    'Canada Local',
  ),
  paper(
    MAPLE_GROVE,
    'The Globe and Mail',
    "Canada's national newspaper",
    'www.theglobeandmail.com',
    'Canada National',
  ),
  paper(
    MAPLE_GROVE,
    'Chicago Tribune',
    'Chicago and the suburbs, Cubs and Bears',
    'www.chicagotribune.com',
    'USA Local',
  ),
  paper(MAPLE_GROVE, 'The Boston Globe', 'Boston and MetroWest news', 'www.bostonglobe.com', 'USA Local'),
  paper(MAPLE_GROVE, 'The New York Times', 'National and world news', 'www.nytimes.com', 'USA National'),
  paper(OPERATOR_GROUP, 'The Guardian', 'UK and world news', 'www.theguardian.com', 'UK National'),
  paper(
    OPERATOR_GROUP,
    'Manchester Evening News',
    'Greater Manchester news and football',
    'www.manchestereveningnews.co.uk',
    'UK Local',
  ),
];

type LocalContentRow = typeof localContents.$inferInsert;
const local = (group_id: number, category: string, ...link: Link): LocalContentRow => ({
  group_id,
  category,
  ...linkFields('local-content', link),
});

export const localContentRows = (): LocalContentRow[] => [
  local(
    SHANNON_VALLEY,
    'HSE',
    'HSE Mid West Community Healthcare',
    'Public health nurses, day centres and home support',
    'www.hse.ie',
    'Co.Limerick',
  ),
  local(
    SHANNON_VALLEY,
    'Radio',
    'Clare FM',
    'Local radio for County Clare, with the death notices at 11',
    'www.clarefm.ie',
    'Co.Clare',
  ),
  local(
    SHANNON_VALLEY,
    'Radio',
    'Live 95',
    "Limerick's local radio station",
    'www.live95fm.ie',
    'Co.Limerick',
  ),
  local(
    SHANNON_VALLEY,
    'Local Government',
    'Clare County Council',
    'Bins, grants for older people and library services',
    'www.clarecoco.ie',
    'Co.Clare',
  ),
  local(
    SHANNON_VALLEY,
    'Age Friendly',
    'Age Friendly Ireland',
    'Programmes and supports for older people in every county',
    'agefriendlyireland.ie',
    'All',
  ),
  local(
    SHANNON_VALLEY,
    'Church',
    "St Mary's Cathedral, Limerick",
    'Service times and live stream of Sunday worship',
    'www.saintmaryscathedral.ie',
    'Co.Limerick',
  ),
  local(
    SHANNON_VALLEY,
    'Government',
    'Citizens Information',
    'Pensions, medical cards and the Fair Deal scheme explained',
    'www.citizensinformation.ie',
    'All',
  ),
  local(
    SHANNON_VALLEY,
    'Travel',
    'Bus Éireann',
    'Timetables and the free travel pass',
    'www.buseireann.ie',
    'All',
  ),
  local(
    SHANNON_VALLEY,
    'Family Fun',
    'Bunratty Castle & Folk Park',
    'Day out with the grandchildren, wheelchair accessible',
    'www.bunrattycastle.ie',
    'Co.Clare',
  ),
  local(
    OPERATOR_GROUP,
    'Community',
    'ALONE',
    'Befriending calls and support for older people living alone',
    'alone.ie',
    'All',
  ),
  local(
    MAPLE_GROVE,
    'Local Government',
    'City of Toronto Seniors Services',
    'Programs, recreation and long-term care information',
    'www.toronto.ca',
    'Canada',
  ),
  local(
    MAPLE_GROVE,
    'Government',
    'Illinois Department on Aging',
    'Benefits, caregiver support and the senior helpline',
    'ilaging.illinois.gov',
    'USA',
  ),
  local(
    MAPLE_GROVE,
    'Training',
    'AARP Tech Help',
    'Short video lessons on video calls and staying safe online',
    'www.aarp.org',
    'USA',
  ),
];

export const noticeboardRows = (cal: Calendar): (typeof noticeboards.$inferInsert)[] => [
  {
    group_id: SHANNON_VALLEY,
    title: 'Flu vaccination clinic',
    description:
      'The GP will give flu vaccines in the day room on Thursday from 10 am. Tell the nurse on duty if you do not want yours.',
    expire_date: cal.day(6),
    location: 'Co.Clare',
  },
  {
    group_id: SHANNON_VALLEY,
    title: 'Visiting over the bank holiday',
    description:
      'Visiting continues as normal over the long weekend, 10 am to 8 pm. Please sign in at reception.',
    expire_date: cal.day(12),
    location: 'Co.Limerick',
  },
  {
    group_id: SHANNON_VALLEY,
    title: 'New hairdresser',
    description: 'Gráinne will be in every Tuesday from next week. Book at the nurses’ station.',
    image_url: demoImage('hairdresser'),
    expire_date: cal.day(20),
    location: 'Co.Limerick',
  },
  {
    group_id: SHANNON_VALLEY,
    title: 'Fire drill',
    description:
      'A fire drill will take place on Wednesday morning. Staff will guide everyone; there is no need to worry when the alarm sounds.',
    expire_date: cal.day(3),
    location: 'Co.Clare',
  },
  {
    group_id: MAPLE_GROVE,
    title: 'Garden party',
    description:
      'Lemonade, strawberries and a string quartet on the back lawn, Saturday at 2 pm. Families welcome.',
    image_url: demoImage('garden-party'),
    expire_date: cal.day(5),
    location: 'Canada',
  },
  {
    group_id: MAPLE_GROVE,
    title: 'Bingo moves to the sunroom',
    description: 'While the activity room is being painted, Friday bingo will be held in the sunroom.',
    expire_date: cal.day(14),
    location: 'USA',
  },
  {
    group_id: MAPLE_GROVE,
    title: 'Hearing clinic',
    description: 'An audiologist visits on the first Monday of the month to check and clean hearing aids.',
    expire_date: cal.day(30),
    location: 'USA',
  },
  {
    group_id: OPERATOR_GROUP,
    title: 'Tablet update this week',
    description:
      'Acorn 3.6.0 brings larger call buttons and clearer photos. Tablets update themselves overnight.',
    expire_date: cal.day(7),
    location: 'All',
  },
];

export const menuRows = (cal: Calendar): (typeof menus.$inferInsert)[] =>
  [
    {
      group_id: MAPLE_GROVE,
      title: 'Toronto – week 1',
      description: 'Four-week rotating menu, week 1',
      location: 'Canada',
    },
    {
      group_id: MAPLE_GROVE,
      title: 'Lake Barrington Woods – fall menu',
      description: 'Lunch and supper, with soft-diet options',
      location: 'USA',
    },
    {
      group_id: MAPLE_GROVE,
      title: 'Farm Pond – holiday menu',
      description: 'Thanksgiving week specials',
      location: 'USA',
    },
    {
      group_id: SHANNON_VALLEY,
      title: 'Northport Highlands – this week',
      description: 'Dinner at 12.30, tea at 5',
      location: 'Co.Clare',
    },
    {
      group_id: SHANNON_VALLEY,
      title: 'Glenview – Sunday roast menu',
      description: 'Roast beef or baked salmon, apple tart',
      location: 'Co.Limerick',
    },
    {
      group_id: SHANNON_VALLEY,
      title: 'Glenview – diabetic options',
      description: 'Low-sugar desserts and snacks',
      location: 'Co.Limerick',
    },
  ].map((row, i) => ({ ...row, file: 'menu.pdf', file_path: null, expire_date: cal.day(7 + i * 7) }));

type AppRow = typeof acornSuggestedApps.$inferInsert;
const app = (
  category: string,
  title: string,
  description: string,
  app_package: string,
  group_id = OPERATOR_GROUP,
): AppRow => ({
  category,
  title,
  description,
  app_package,
  img_url: demoImage('app'),
  group_id,
});

export const suggestedAppRows = (): AppRow[] => [
  app('Communication', 'WhatsApp', 'Messages and video calls with family', 'com.whatsapp'),
  app('Communication', 'Zoom', 'Join family gatherings and church services online', 'us.zoom.videomeetings'),
  app('Entertainment', 'YouTube', 'Music, old films and how-to videos', 'com.google.android.youtube'),
  app('Music', 'Spotify', 'Music and podcasts', 'com.spotify.music'),
  app('Radio', 'BBC Sounds', 'BBC radio live and on demand', 'com.bbc.sounds'),
  app('Books', 'Audible', 'Audiobooks read aloud', 'com.audible.application'),
  app('Wellbeing', 'Calm', 'Guided relaxation and sleep stories', 'com.calm.android'),
  app(
    'Games',
    'Microsoft Solitaire Collection',
    'Klondike, Spider and FreeCell',
    'com.microsoft.microsoftsolitairecollection',
  ),
  app('Photos', 'Google Photos', 'See the photos family share', 'com.google.android.apps.photos'),
  app(
    'Brain Training',
    'Lumosity',
    'Short daily memory and attention games',
    'com.lumoslabs.lumosity',
    MAPLE_GROVE,
  ),
];

export const VERSION_ROWS = (cal: Calendar) =>
  [
    {
      version: '3.4.0',
      release_date: cal.day(-300),
      notes: 'Photo frame mode; calendar reminders spoken aloud',
    },
    {
      version: '3.5.1',
      release_date: cal.day(-150),
      notes: 'Faster video calls on weak Wi-Fi; check-in sound louder',
    },
    {
      version: '3.6.0',
      release_date: cal.day(-20),
      notes: 'Larger call buttons; clearer photos; battery saver',
    },
  ].map((v) => ({ ...v, download_url: `https://updates.acorn.demo/acorn-${v.version}.apk` }));

export const locationRows = () => [...COUNTY_LOCATIONS, ...EXTRA_LOCATIONS].map((location) => ({ location }));
