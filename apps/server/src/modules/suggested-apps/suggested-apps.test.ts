import { suggestedAppRules, validateSuggestedApp } from '@acorn/domain/suggested-apps';
import { describe, expect, it } from 'vitest';
import { expectAdminOnly, recordsTestApp } from '../../../test/records-kit.js';

const kit = await recordsTestApp('acorn-suggested-apps');
const { call, as } = kit;
const valid = {
  category: 'Games',
  img_url: 'https://apps.example/solitaire.png',
  title: 'Solitaire',
  description: 'The card game, large print',
  app_package: 'com.example.solitaire',
};

describe('acorn-suggested-apps', () => {
  it('answers the five messages in order, on add and update', async () => {
    await kit.expectRules('id', valid, suggestedAppRules, validateSuggestedApp);
  });

  it('takes the image only from a web address', async () => {
    const res = await call(as.admin, 'POST', '', { ...valid, img_url: 'javascript:alert(1)' });
    expect(res.statusCode).toBe(400);
  });

  it('is role 1’s, across groups, with CSV export', () => expectAdminOnly(kit, 'id', valid));
});
