import { DEFAULT_PAGE_SIZE } from '../constants/paging';
import type { Noticeboard, NoticeboardInput } from '../entities/content';
import { RESOURCE_MESSAGES } from '../messages';
import { noticeboardRules } from '../validation/content';
import { contentAccess, defineContract } from './contract';

/** Noticeboards (spec doc 1): a notice with an image and an expiry date. */
export const noticeboardsContract = defineContract<Noticeboard, NoticeboardInput>({
  name: 'noticeboards',
  route: '/noticeboards',
  label: 'Noticeboards',
  id: 'noticeboard_id',
  modified: 'last_updated',
  grouped: true,
  // The spec names these rules for updates; a new noticeboard needs a title and description just the same.
  rules: () => noticeboardRules,
  defaults: { location: 'All' },
  access: contentAccess('/noticeboards'),
  pageSize: DEFAULT_PAGE_SIZE,
  defaultSort: { field: 'last_updated', order: 'desc' },
  searchable: ['title', 'description'],
  filters: ['location'],
  messages: RESOURCE_MESSAGES.noticeboards,
  notFound: 'Noticeboard not found.',
});
