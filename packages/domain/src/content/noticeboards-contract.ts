import type { Noticeboard, NoticeboardInput } from './content';
import { noticeboardRules } from './rules';
import { defineContract } from '../shared/contract';
import { contentMessages } from '../shared/messages';

/** Noticeboards (spec doc 1): a notice with an image and an expiry date. */
export const noticeboardsContract = defineContract<Noticeboard, NoticeboardInput>({
  name: 'noticeboards',
  route: '/noticeboards',
  label: 'Noticeboards',
  messages: contentMessages(),
  id: 'noticeboard_id',
  modified: 'last_updated',
  // The spec names these rules for updates; a new noticeboard needs a title and description just the same.
  rules: () => noticeboardRules,
  defaults: { location: 'All' },
  searchable: ['title', 'description'],
  filters: ['location'],
  notFound: 'Noticeboard not found.',
});
