import { addMonths, contractRenewalDate } from '@acorn/domain/time';
import type {
  acornCustomers,
  acornOrders,
  acornParts,
  acornRenewals,
  acornRepairs,
} from '../../db/schema/index.js';
import type { Calendar } from './dates.js';
import { MAPLE_GROVE, OPERATOR_GROUP, SHANNON_VALLEY } from './organisation.js';
import { at } from './random.js';

type OrderRow = typeof acornOrders.$inferInsert;

interface OrderIdea {
  group_id: number;
  organization_type: string;
  organization_name: string;
  contact_name: string;
  mob_number: string;
  shipping_address: string;
  county: string;
  qty: number;
  data: number;
}

const ORDER_IDEAS: readonly OrderIdea[] = [
  {
    group_id: MAPLE_GROVE,
    organization_type: 'Enterprise',
    organization_name: 'Maple Grove Care – Toronto',
    contact_name: 'Karen Whitfield',
    mob_number: '(416) 555-0188',
    shipping_address: '85 Bloor Street East, Toronto, ON M4W 1A9, Canada',
    county: 'Canada',
    qty: 12,
    data: 4,
  },
  {
    group_id: MAPLE_GROVE,
    organization_type: 'Enterprise',
    organization_name: 'Maple Grove Care – Lake Barrington Woods',
    contact_name: 'Karen Whitfield',
    mob_number: '(847) 555-0172',
    shipping_address: '22320 Classic Court, Lake Barrington, IL 60010, USA',
    county: 'USA',
    qty: 18,
    data: 6,
  },
  {
    group_id: MAPLE_GROVE,
    organization_type: 'Enterprise',
    organization_name: 'Maple Grove Care – Farm Pond',
    contact_name: 'Janet Morales',
    mob_number: '(508) 555-0119',
    shipping_address: '1 Edmands Road, Framingham, MA 01701, USA',
    county: 'USA',
    qty: 8,
    data: 2,
  },
  {
    group_id: SHANNON_VALLEY,
    organization_type: 'Enterprise',
    organization_name: 'Shannon Valley Homes – Northport Highlands',
    contact_name: 'Declan Moloney',
    mob_number: '086 331 9042',
    shipping_address: 'Gort Road, Ennis, Co. Clare, V95 K7P3',
    county: 'Co.Clare',
    qty: 25,
    data: 15,
  },
  {
    group_id: SHANNON_VALLEY,
    organization_type: 'Enterprise',
    organization_name: 'Shannon Valley Homes – Glenview',
    contact_name: 'Declan Moloney',
    mob_number: '086 331 9042',
    shipping_address: 'Ballysimon Road, Limerick, V94 E2N6',
    county: 'Co.Limerick',
    qty: 34,
    data: 20,
  },
  {
    group_id: SHANNON_VALLEY,
    organization_type: 'HSE',
    organization_name: 'HSE Mid West Community Healthcare',
    contact_name: 'Fiona Quinlan',
    mob_number: '087 901 2265',
    shipping_address: 'Catherine Street, Limerick, V94 XF82',
    county: 'Co.Limerick',
    qty: 6,
    data: 6,
  },
  {
    group_id: SHANNON_VALLEY,
    organization_type: 'Community Group',
    organization_name: 'Kilrush Active Retirement',
    contact_name: 'Noel Haugh',
    mob_number: '085 220 7731',
    shipping_address: 'Moore Street, Kilrush, Co. Clare, V15 Y926',
    county: 'Co.Clare',
    qty: 3,
    data: 3,
  },
  {
    group_id: OPERATOR_GROUP,
    organization_type: 'Enterprise',
    organization_name: 'Acorn stock',
    contact_name: 'Aoife Brennan',
    mob_number: '087 214 5530',
    shipping_address: 'Unit 4, Shannon Free Zone, Shannon, Co. Clare, V14 E672',
    county: 'Co.Clare',
    qty: 10,
    data: 0,
  },
  {
    group_id: MAPLE_GROVE,
    organization_type: 'NGO',
    organization_name: 'Framingham Council on Aging',
    contact_name: 'Paul Whitaker',
    mob_number: '(508) 555-0144',
    shipping_address: '16 Union Avenue, Framingham, MA 01702, USA',
    county: 'USA',
    qty: 5,
    data: 0,
  },
  {
    group_id: SHANNON_VALLEY,
    organization_type: 'Individual',
    organization_name: 'Mairéad Clancy',
    contact_name: 'Mairéad Clancy',
    mob_number: '083 447 1902',
    shipping_address: '12 Abbey Street, Ennis, Co. Clare, V95 N4C1',
    county: 'Co.Clare',
    qty: 1,
    data: 1,
  },
];

const UNIT_PRICE = 349;

/** Order numbers the device and repair rows refer to, by index into ORDER_IDEAS. */
export const orderNo = (cal: Calendar, index: number) =>
  `AC-${cal.day(0).slice(0, 4)}-${String(101 + index).padStart(4, '0')}`;

export function orderRows(cal: Calendar): OrderRow[] {
  return ORDER_IDEAS.map((idea, i) => {
    const quote = i === 8;
    const expired = i === 9;
    const shipped = !quote && !expired && i !== 6;
    const orderDate = cal.day(-400 + i * 37);
    const total = (idea.qty * UNIT_PRICE + idea.data * 120).toFixed(2);
    const paid = shipped && i % 4 !== 1;
    return {
      order_no: orderNo(cal, i),
      organization_type: idea.organization_type,
      organization_name: idea.organization_name,
      contact_name: idea.contact_name,
      mob_number: idea.mob_number,
      shipping_address: idea.shipping_address,
      county: idea.county,
      priority: quote ? 'Quote' : expired ? 'Expire Quote' : 'Order',
      status: shipped ? 'Delivered' : quote || expired ? 'Awaiting confirmation' : 'Preparing',
      order_date: orderDate,
      is_shipped: shipped,
      shipping_date: shipped ? addMonths(orderDate, 1) : null,
      shipping_tracking: shipped ? `AN${String(48213077 + i * 1301).padStart(9, '0')}IE` : null,
      quote_qty: idea.qty,
      data_qty: idea.data,
      wifi_qty: idea.qty - idea.data,
      active_stylus_qty: Math.ceil(idea.qty / 3),
      order_qty_shipped: shipped ? idea.qty : 0,
      quote_qty_confirmed: !quote && !expired,
      po_number: idea.organization_type === 'Individual' ? null : `PO-${7730 + i * 11}`,
      is_po_invoice_send: shipped,
      is_delivery_before_payment: idea.organization_type === 'HSE',
      total_order_value: total,
      is_paid: paid,
      amount_paid: paid ? total : shipped ? (Number(total) / 2).toFixed(2) : '0.00',
      invoice_url: shipped ? `https://invoices.acorn.demo/${orderNo(cal, i)}.pdf` : null,
      group_id: idea.group_id,
    };
  });
}

/** Index of the order that supplied a facility's tablets (ORDER_IDEAS order). */
export const FACILITY_ORDER_INDEX: Record<string, number> = {
  Toronto: 0,
  'Lake Barrington Woods': 1,
  'The Village at the Farm Pond': 2,
  'Northport Highlands': 3,
  'The Season at Glenview': 4,
};
export const STOCK_ORDER_INDEX = 7;

export const customerRows = (): (typeof acornCustomers.$inferInsert)[] =>
  ORDER_IDEAS.filter((_, i) => i !== STOCK_ORDER_INDEX).map((idea) => ({
    organization_type: idea.organization_type,
    organization_name: idea.organization_name,
    contact_name: idea.contact_name,
    email: `${idea.contact_name
      .split(' ')[0]
      ?.toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')}@example.com`,
    mob_number: idea.mob_number,
    shipping_address: idea.shipping_address,
    notes:
      idea.organization_type === 'HSE'
        ? 'Invoices to the procurement office; PO required before shipping'
        : null,
    group_id: idea.group_id,
  }));

export const partRows = (): (typeof acornParts.$inferInsert)[] => [
  {
    group_id: OPERATOR_GROUP,
    tablet: 42,
    cover: 55,
    active_stylus: 18,
    stylus: 60,
    charger: 48,
    stand: 37,
    usb_cable: 70,
    brochure: 120,
    qsg: 110,
    screen_protector: 64,
    inside_sticker: 150,
    tablet_front_cover_sticker: 90,
    tablet_back_sticker: 90,
    box_front_cover_sticker: 75,
    box_back_cover_sticker: 75,
    box_seal_sticker: 140,
    shipping_label: 200,
    shipping_bag: 85,
    comments: 'Counted at the Shannon warehouse; 10 tablets reserved for the Framingham quote',
  },
];

export interface DeviceRef {
  acorn_id: string;
  order_no: string | null;
  owner_name: string;
  contact: string;
  group_id: number;
  address: string;
  sim_number: string;
}

const PROBLEMS: readonly [string, string | null, string][] = [
  ['Screen cracked after a fall from the bedside locker', 'Screen replaced', 'Finished'],
  ['Tablet not charging; charging port loose', 'Charging port replaced under warranty', 'Finished'],
  ['Touchscreen unresponsive in the lower third', null, 'In Progress'],
  ['Speaker crackles during video calls', null, 'Not Started'],
  ['Battery drains within four hours', 'Battery replaced; apps reviewed', 'Finished'],
  ['Stand hinge broken', null, 'Not Started'],
];

export function repairRows(
  cal: Calendar,
  devices: readonly DeviceRef[],
): (typeof acornRepairs.$inferInsert)[] {
  return PROBLEMS.map(([problem_description, problem_resolution, repair_status], i) => {
    const device = at(devices, i * 7 + 2);
    const finished = repair_status === 'Finished';
    return {
      acorn_id: device.acorn_id,
      order_no: device.order_no,
      warranty: i % 2 === 1,
      contact_name: device.contact,
      mob_number: null,
      problem_description,
      problem_resolution,
      date_of_call: cal.day(-60 + i * 9),
      repair_status,
      cost: i % 2 === 1 ? '0.00' : (45 + i * 30).toFixed(2),
      paid: finished && i % 2 === 0,
      shipping_address: device.address,
      shipping_date: finished ? cal.day(-50 + i * 9) : null,
      original_packaging: i % 3 === 0,
      group_id: device.group_id,
    };
  });
}

export function renewalRows(
  cal: Calendar,
  devices: readonly DeviceRef[],
): (typeof acornRenewals.$inferInsert)[] {
  return Array.from({ length: 8 }, (_, i) => {
    const device = at(devices, i * 11 + 5);
    // Some contracts fall due within the month, so reminders show up.
    const contract_start_date = cal.day(-365 + 10 + i * 25);
    const contract_renewal_date = contractRenewalDate(contract_start_date)!;
    const deactivated = i === 7;
    return {
      acorn_id: device.acorn_id,
      order_no: device.order_no,
      renewal_order_no: `RN-${contract_renewal_date.slice(0, 4)}-${String(31 + i).padStart(4, '0')}`,
      organization_type: 'Enterprise',
      organization_name: device.contact,
      owner_name: device.owner_name,
      billing_name: device.contact,
      billing_email: `accounts+${device.acorn_id.toLowerCase()}@example.com`,
      sim_number: device.sim_number,
      contract_start_date,
      contract_renewal_date,
      is_reminder: i < 4,
      reminder_date: i < 4 ? addMonths(contract_renewal_date, -1) : null,
      is_sim_deactivated: deactivated,
      sim_deactivated_date: deactivated ? cal.day(-2) : null,
      is_software_deactivated: deactivated,
      software_deactivated_date: deactivated ? cal.day(-2) : null,
      notes: deactivated ? 'Resident moved to family in Galway; tablet returned' : null,
      group_id: device.group_id,
    };
  });
}
