import { z } from 'zod';
import { rowDate, rowId, rowText } from '../shared/fields';

// A row of the administration Users table: a resident joined with their order and device.
export const usersTableRowSchema = z.object({
  user_id: rowId,
  order_no: rowText,
  sim_number: rowText,
  sim_activation_date: rowDate,
  sim_renewal_date: rowDate,
  support_activation_date: rowDate,
  support_renewal_date: rowDate,
  /** true = active account (DESIGN §3 gives is_active one meaning). */
  is_active: z.boolean(),
  acorn_id: rowText,
  firstname: rowText,
  surname: rowText,
  email: rowText,
  dob: rowText,
  home_phone: rowText,
  mob_phone: rowText,
  location: rowText,
  street: rowText,
  city: rowText,
  county: rowText,
  postalcode: rowText,
  country: rowText,
});
export type UsersTableRow = z.infer<typeof usersTableRowSchema>;
