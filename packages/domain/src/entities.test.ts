import { describe, expect, it } from 'vitest';
import { loginResponseSchema } from './auth/sign-in';
import { newspaperSchema } from './content/content';
import { customerInputSchema } from './customers/customer';
import { deviceInputSchema } from './devices/device';
import { maintenanceInputSchema } from './maintenance/maintenance';
import { orderInputSchema } from './orders/order';
import { portalUserInputSchema } from './portal-users/portal-user';
import { renewalInputSchema } from './renewals/renewal';
import { residentDetailSchema } from './residents/resident-detail';
import { listQuerySchema, listResponseSchema } from './shared/list';
import { suggestedAppInputSchema } from './suggested-apps/suggested-app';
import { commandInputSchema } from './tablets/command';
import { validateResident } from './residents/rules';

describe('input schemas', () => {
  it('leave emptiness to the spec rules, turn emptied fields into null and strip junk', () => {
    const parsed = deviceInputSchema.parse({ serial_number: '', sim_pin: '', purchase_date: '', extra: 1 });
    expect(parsed).toEqual({ serial_number: '', sim_pin: null, purchase_date: null });
  });

  it('do not accept derived fields', () => {
    const parsed = deviceInputSchema.parse({ serial_number: 'S', sim_renewal_date: '2030-01-01' });
    expect(parsed).not.toHaveProperty('sim_renewal_date');
  });

  it('reject wrong types and values outside the enumerations', () => {
    expect(deviceInputSchema.safeParse({ subscription: 'yes' }).success).toBe(false);
    expect(deviceInputSchema.safeParse({ status: 'Lost' }).success).toBe(false);
    expect(maintenanceInputSchema.safeParse({ priority: 4 }).success).toBe(false);
    expect(maintenanceInputSchema.safeParse({ priority: 2, status: 'In-Progress' }).success).toBe(true);
  });

  it('refuse role 6 when assigning roles', () => {
    expect(portalUserInputSchema.safeParse({ roles: [1, 6] }).success).toBe(false);
    expect(portalUserInputSchema.safeParse({ roles: [2, 8] }).success).toBe(true);
  });

  it('tell commands apart by action', () => {
    const reset = commandInputSchema.parse({ action: 'reset', user_ids: [3], isPhotoReset: true });
    expect(reset).toMatchObject({ action: 'reset', isGmailReset: false, isPhotoReset: true });
    expect(commandInputSchema.safeParse({ action: 'explode', user_ids: [3] }).success).toBe(false);
    expect(commandInputSchema.parse({ action: 'message', message: '', user_ids: [] })).toMatchObject({
      message: '',
    });
  });
});

describe('the shared field rules', () => {
  const accepts = (schema: { safeParse(v: unknown): { success: boolean } }, body: object) =>
    schema.safeParse(body).success;

  it('take web addresses over http(s) only, in every URL field', () => {
    for (const invoice_url of [
      'javascript:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
      'ftp://x',
    ])
      expect(accepts(orderInputSchema, { invoice_url }), invoice_url).toBe(false);
    expect(accepts(orderInputSchema, { invoice_url: 'https://billing.example.org/inv/42' })).toBe(true);
    expect(accepts(orderInputSchema, { invoice_url: '' })).toBe(true);
  });

  it('take an email address, or nothing, in every email field', () => {
    for (const schema of [renewalInputSchema, customerInputSchema]) {
      const field = schema === renewalInputSchema ? 'billing_email' : 'email';
      for (const bad of ['not an address', 'a@b', '<script>@x.ie', 'a b@example.ie'])
        expect(accepts(schema, { [field]: bad }), bad).toBe(false);
      expect(accepts(schema, { [field]: 'accounts@maple.example.ie' })).toBe(true);
      expect(accepts(schema, { [field]: null })).toBe(true);
    }
    expect(validateResident({ firstname: 'Mary', surname: 'Byrne', email: 'x' })).toBe(
      'Email is not a valid email address.',
    );
  });

  it('take a package name such as com.example.app as an app package', () => {
    for (const bad of ['com', 'javascript:alert(1)', 'com..app', '1com.app', 'com.app; rm -rf', 'com.app/x'])
      expect(accepts(suggestedAppInputSchema, { app_package: bad }), bad).toBe(false);
    for (const good of ['com.whatsapp', 'org.videolan.vlc', 'ie.rte.player_tv'])
      expect(accepts(suggestedAppInputSchema, { app_package: good }), good).toBe(true);
  });
});

describe('list schemas', () => {
  it('coerce query strings and apply defaults', () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, page_size: 10 });
    expect(listQuerySchema.parse({ page: '3', page_size: '75', order: 'desc', group_id: '4' })).toEqual({
      page: 3,
      page_size: 75,
      order: 'desc',
      group_id: 4,
    });
    expect(listQuerySchema.safeParse({ page_size: '15' }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });

  it('wrap items with a total', () => {
    const schema = listResponseSchema(newspaperSchema);
    expect(schema.safeParse({ items: [], total: 0 }).success).toBe(true);
    expect(schema.safeParse({ items: [{ newspaper_id: 1 }], total: 1 }).success).toBe(false);
  });
});

describe('response schemas', () => {
  it('read the sign-in answer', () => {
    const answer = {
      status: 'success',
      last_active_token: 't',
      user_id: 5,
      user_group: '1',
      avatar: null,
      firstname: 'Ann',
      surname: 'Lee',
      roles: [{ role_id: 1, group_id: 1 }],
      group_permissions: 32 | 64,
    };
    expect(loginResponseSchema.parse(answer)).toEqual(answer);
  });

  it('read installed apps from the metrics', () => {
    const detail = residentDetailSchema.shape.user_metrics
      .unwrap()
      .shape.apps.parse([{ name: 'Chess', version: '1.0', applicationIdentifier: 'org.chess' }]);
    expect(detail[0]?.applicationIdentifier).toBe('org.chess');
  });
});
