import { PART_COUNT_FIELDS, type PartCountField } from '@acorn/domain/parts';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, day, instant, lastModified, listIndexes, money } from './columns.js';
import { groupAndStamp, tenantGroupId } from './identity.js';

// Renewal dates (sim, support, contract) are derived by the server on every save, never edited.

/** Defaults are the spec's defaults on add. */
export const acornDevices = pgTable(
  'acorn_devices',
  {
    acorn_device_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    order_no: text(),
    group_name: text().notNull().default('Acorn Group'),
    acorn_id: text(),
    notes: text(),
    /** Assigned, Unassigned or Onboarded. */
    status: text().notNull().default('Unassigned'),
    subscription: boolean().notNull().default(false),
    sim_number: text().notNull().default('WIFI'),
    /** Text so leading zeros survive. */
    sim_pin: text(),
    sim_status: text().notNull().default('Inactive'),
    sim_activation_date: day(),
    sim_renewal_date: day(),
    purchase_date: day(),
    is_support: boolean().notNull().default(true),
    support_activation_date: day(),
    support_renewal_date: day(),
    acorn_version: text(),
    model: text(),
    /** Shown as Registration Date. */
    last_sync: instant(),
    refurbished: boolean().notNull().default(false),
    serial_number: text().notNull(),
    IMEI: text(),
    owner_name: text(),
    group_id: tenantGroupId(),
    created_at: createdAt(),
    last_modified_date: lastModified(),
  },
  (t) => [
    ...listIndexes('acorn_devices', t.group_id, t.last_modified_date, t.acorn_device_id),
    // The devices table is often sorted by serial number; lists sort text case-insensitively.
    index('acorn_devices_group_serial_lower_idx').on(
      t.group_id,
      sql`lower(${t.serial_number})`,
      t.acorn_device_id,
    ),
    index('acorn_devices_serial_lower_idx').on(sql`lower(${t.serial_number})`, t.acorn_device_id),
    index('acorn_devices_serial_number_idx').on(t.serial_number),
    index('acorn_devices_acorn_id_idx').on(t.acorn_id),
    index('acorn_devices_order_no_idx').on(t.order_no),
  ],
);

export const acornOrders = pgTable(
  'acorn_orders',
  {
    acorn_order_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    order_no: text().notNull(),
    organization_type: text(),
    organization_name: text(),
    contact_name: text(),
    mob_number: text(),
    is_shipped: boolean().notNull().default(false),
    /** Shown as Order Status: Order, Quote or Expire Quote. */
    priority: text().notNull().default('Order'),
    shipping_tracking: text(),
    shipping_date: day(),
    quote_qty: integer(),
    data_qty: integer(),
    wifi_qty: integer(),
    active_stylus_qty: integer(),
    po_number: text(),
    is_po_invoice_send: boolean().notNull().default(false),
    quote_qty_confirmed: boolean().notNull().default(false),
    is_delivery_before_payment: boolean().notNull().default(false),
    total_order_value: money(),
    is_paid: boolean().notNull().default(false),
    amount_paid: money(),
    shipping_address: text(),
    order_date: day(),
    county: text(),
    order_qty_shipped: integer(),
    status: text(),
    invoice_url: text(),
    ...groupAndStamp(),
  },
  (t) => [
    ...listIndexes('acorn_orders', t.group_id, t.last_modified_date, t.acorn_order_id),
    index('acorn_orders_order_no_idx').on(t.order_no),
  ],
);

export const acornCustomers = pgTable(
  'acorn_customers',
  {
    acorn_customer_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    organization_type: text(),
    organization_name: text(),
    contact_name: text(),
    email: text(),
    mob_number: text(),
    shipping_address: text(),
    notes: text(),
    ...groupAndStamp(),
  },
  (t) => [...listIndexes('acorn_customers', t.group_id, t.last_modified_date, t.acorn_customer_id)],
);

/** A part's stock count: a whole number, 0 until counted. */
const stock = () => integer().notNull().default(0);
/** A stock column for each part the domain counts, in its order (PART_COUNT_FIELDS is the one list). */
const stockColumns = () =>
  Object.fromEntries(PART_COUNT_FIELDS.map((field) => [field, stock()])) as Record<
    PartCountField,
    ReturnType<typeof stock>
  >;

export const acornParts = pgTable(
  'acorn_parts',
  {
    acorn_part_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ...stockColumns(),
    comments: text(),
    ...groupAndStamp(),
  },
  (t) => listIndexes('acorn_parts', t.group_id, t.last_modified_date, t.acorn_part_id),
);

export const acornRepairs = pgTable(
  'acorn_repairs',
  {
    acorn_repair_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    order_no: text(),
    acorn_id: text(),
    warranty: boolean().notNull().default(false),
    contact_name: text(),
    mob_number: text(),
    problem_description: text(),
    problem_resolution: text(),
    date_of_call: day(),
    /** Not Started, In Progress or Finished. */
    repair_status: text().notNull().default('Not Started'),
    cost: money(),
    paid: boolean().notNull().default(false),
    shipping_address: text(),
    shipping_date: day(),
    original_packaging: boolean().notNull().default(false),
    ...groupAndStamp(),
  },
  (t) => listIndexes('acorn_repairs', t.group_id, t.last_modified_date, t.acorn_repair_id),
);

export const acornRenewals = pgTable(
  'acorn_renewals',
  {
    acorn_renewal_id: integer().primaryKey().generatedAlwaysAsIdentity(),
    acorn_id: text(),
    order_no: text(),
    organization_type: text(),
    organization_name: text(),
    renewal_order_no: text(),
    owner_name: text(),
    billing_name: text(),
    billing_email: text(),
    sim_number: text(),
    contract_start_date: day(),
    contract_renewal_date: day(),
    is_reminder: boolean().notNull().default(false),
    reminder_date: day(),
    is_sim_deactivated: boolean().notNull().default(false),
    sim_deactivated_date: day(),
    is_software_deactivated: boolean().notNull().default(false),
    software_deactivated_date: day(),
    notes: text(),
    ...groupAndStamp(),
  },
  (t) => [...listIndexes('acorn_renewals', t.group_id, t.last_modified_date, t.acorn_renewal_id)],
);

export const acornSuggestedApps = pgTable(
  'acorn_suggested_apps',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    category: text().notNull(),
    img_url: text().notNull(),
    title: text().notNull(),
    description: text().notNull(),
    app_package: text().notNull(),
    ...groupAndStamp(),
  },
  (t) => [...listIndexes('acorn_suggested_apps', t.group_id, t.last_modified_date, t.id)],
);
