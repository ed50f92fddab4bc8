import { TABLET_CONTENT_TITLES, type TabletContentKind } from '@acorn/domain/tablet-link';

/** The screens the home tiles open, in the tiles' order, with the title each shows as its heading. */
export const SCREEN_TITLES = {
  messages: 'Messages',
  today: 'Today',
  photos: 'Photos',
  ...TABLET_CONTENT_TITLES,
} as const satisfies Record<string, string>;

export type SubScreenId = keyof typeof SCREEN_TITLES;
export type ScreenId = 'home' | SubScreenId;

export const SUB_SCREENS = Object.keys(SCREEN_TITLES) as SubScreenId[];

export const isContentKind = (id: SubScreenId): id is TabletContentKind => id in TABLET_CONTENT_TITLES;
