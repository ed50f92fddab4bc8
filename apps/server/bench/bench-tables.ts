// The lists the bench measures: how each table is seeded and which requests are timed. A table is one
// entry here; api.ts seeds and loads them all alike.

/** Who asks: role 1 (every group) or role 2 (confined to the first bench group). */
export type BenchUser = 'admin' | 'manager';

export interface BenchScenario {
  name: string;
  user: BenchUser;
  /** Query string; `{group}` becomes the second bench group's id. */
  query: string;
}

export interface BenchTable {
  /** Table name in SQL, and the API resource under /v1/acorn/. */
  table: string;
  resource: string;
  /**
   * Column → SQL expression of `n` (1…rows). group_id and last_modified_date (n seconds ago, so newest
   * first is n ascending) are added by the seeder.
   */
  columns: Record<string, string>;
  scenarios: BenchScenario[];
}

export const BENCH_TABLES: BenchTable[] = [
  {
    table: 'newspapers',
    resource: 'newspapers',
    columns: {
      title: `'Newspaper ' || n`,
      description: `'Local news number ' || n`,
      url: `'https://news.example/' || n`,
      icon_url: `'https://news.example/' || n || '.png'`,
      county: `(array['All','Co.Cork','Co.Kerry','Co.Galway'])[1 + n % 4]`,
    },
    scenarios: [
      { name: 'role 1, all groups, newest first', user: 'admin', query: 'page_size=50' },
      { name: 'role 1, all groups, page 100', user: 'admin', query: 'page_size=50&page=100' },
      { name: 'role 2, own group, newest first', user: 'manager', query: 'page_size=50' },
      {
        name: 'role 1, one group, by title',
        user: 'admin',
        query: 'page_size=50&sort=title&order=asc&group_id={group}',
      },
      { name: 'role 1, all groups, by title', user: 'admin', query: 'page_size=50&sort=title&order=asc' },
    ],
  },
  {
    table: 'acorn_devices',
    resource: 'acorn-devices',
    columns: {
      // Serial numbers in no relation to age, as real ones: sorting by them is real work.
      serial_number: `'R' || upper(substr(md5(n::text), 1, 10))`,
      acorn_id: `'ACN-' || n`,
      order_no: `'ORD-' || (n / 25)`,
      status: `(array['Assigned','Unassigned','Onboarded'])[1 + n % 3]`,
      sim_number: `case when n % 4 = 0 then 'WIFI' else '0861' || lpad(n::text, 6, '0') end`,
      sim_status: `(array['Active','Inactive'])[1 + n % 2]`,
      sim_activation_date: `date '2024-01-01' + n % 700`,
      sim_renewal_date: `date '2025-01-01' + n % 700`,
      model: `(array['Galaxy Tab A9','Galaxy Tab S6 Lite','Lenovo Tab M10'])[1 + n % 3]`,
      owner_name: `'Resident ' || n`,
      last_sync: `now() - (n || ' minutes')::interval`,
    },
    scenarios: [
      { name: 'role 1, all groups, newest first', user: 'admin', query: 'page_size=100' },
      { name: 'role 1, all groups, page 100', user: 'admin', query: 'page_size=100&page=100' },
      { name: 'role 2, own group, newest first', user: 'manager', query: 'page_size=100' },
      {
        name: 'role 2, own group, by serial number',
        user: 'manager',
        query: 'page_size=100&sort=serial_number&order=asc',
      },
    ],
  },
];
