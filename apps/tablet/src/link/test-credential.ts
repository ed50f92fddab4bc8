import type { EnrolmentResponse } from '@acorn/domain/tablet-link';

/** The credential the link's tests enrol with: tablet user 42 of group 3. */
export const TEST_CREDENTIAL: EnrolmentResponse = {
  user_id: 42,
  username: 'tablet-42',
  password: 'secret',
  mqtt_urls: ['ws://portal.test/mqtt'],
  topic_prefix: 'acorn/v1/tablets/42/',
  broadcast_topic: 'acorn/v1/groups/3/broadcasts',
};
