import { ORGANIZATION_TYPES } from '@acorn/domain/customers';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { col } from './columns';

// Columns the commercial tables (orders, customers, repairs, renewals, devices…) share, declared once so a
// heading or a picker's server list is the same wherever the field appears.

type RowWith<F extends string> = GridValidRowModel & Record<F, unknown>;

/** Whom a record is with: the organisation's type and name. */
export const organisationColumns = <R extends RowWith<'organization_type' | 'organization_name'>>() => [
  col.choice<R>('organization_type', 'Organisation Type', ORGANIZATION_TYPES),
  col.text<R>('organization_name', 'Organisation'),
];

/** Whom to call about it. */
export const contactColumns = <R extends RowWith<'contact_name' | 'mob_number'>>() => [
  col.text<R>('contact_name', 'Contact'),
  col.text<R>('mob_number', 'Mobile'),
];

/** The order a record belongs to, picked from the order numbers or typed. */
export const orderNoColumn = <R extends RowWith<'order_no'>>() =>
  col.lookup<R>('order_no', 'Order No', 'acorn-order-names');

/** The tablet a record is about, picked from the known devices or typed. */
export const acornIdColumn = <R extends RowWith<'acorn_id'>>() =>
  col.lookup<R>('acorn_id', 'Acorn ID', 'acorn-renewals-order-device');

/** How a group's table ends: role 1's group column, then the change stamp. */
export const groupAndStampColumns = <
  R extends RowWith<'last_modified_date'> & { group_id?: number | null },
>() => [col.group<R>(), col.stamp<R>('last_modified_date')];
