import { z } from 'zod';
import {
  inChoice,
  inCount,
  inDate,
  inId,
  inEmail,
  inFlag,
  inImageUrl,
  inNumber,
  inPackageName,
  inText,
  inWebUrl,
  rowCount,
  rowDate,
  rowFlag,
  rowId,
  rowNumber,
  rowText,
  rowTimestamp,
} from './fields';
import { inDigits, inInstant, inSwitch } from './record-fields';

// An editable table names each field once, in the row's order, with its kind: how a row reads it and how a
// create or update takes it. Its row and input schemas are both built from that one list (rowShape,
// inputShape), so a field cannot be added to one and forgotten in the other, nor typed apart.

/** A field as a row reads it and as an input takes it. */
export interface FieldKind<Row extends z.ZodType = z.ZodType, Input extends z.ZodType = z.ZodType> {
  row: Row;
  input: Input;
}

/**
 * A field in the row that is never taken as input: the id and the stamp, what the server derives (renewal
 * dates) and what it is given another way (an uploaded file's size).
 */
export interface ServerField<Row extends z.ZodType = z.ZodType> {
  row: Row;
}

export type FieldList = Record<string, FieldKind | ServerField>;

/** A kind of its own, for a field no other shares. */
export const kind = <Row extends z.ZodType, Input extends z.ZodType>(
  row: Row,
  input: Input,
): FieldKind<Row, Input> => ({ row, input });

/** A field only the server sets (see ServerField). */
export const serverSet = <Row extends z.ZodType>(row: Row): ServerField<Row> => ({ row });

/**
 * Never null in a row (its column is NOT NULL), though an input may still be empty: emptiness reaches the
 * spec's rules, which answer with its message.
 */
export const filled = <Input extends z.ZodType>(text: FieldKind<z.ZodType, Input>) =>
  kind(z.string(), text.input);

/** The kinds the tables share. */
export const field = {
  /** The row's id, which the server gives. */
  id: serverSet(rowId),
  /** The group (tenant) a row belongs to: every role but 1 is confined to its own. */
  group: kind(rowId, inId),
  /** The server's change stamp, set on every save (an update's version). */
  stamp: serverSet(rowTimestamp),
  text: kind(rowText, inText),
  email: kind(rowText, inEmail),
  webUrl: kind(rowText, inWebUrl),
  imageUrl: kind(rowText, inImageUrl),
  packageName: kind(rowText, inPackageName),
  date: kind(rowDate, inDate),
  /** Digits kept as text (a SIM PIN). */
  digits: kind(rowText, inDigits),
  /** An instant (ISO 8601) read as text. */
  instant: kind(rowText, inInstant),
  number: kind(rowNumber, inNumber),
  count: kind(rowCount, inCount),
  /** Yes or no; an input may leave it null. */
  flag: kind(rowFlag, inFlag),
  /** Yes or no in a NOT NULL column: never null. */
  switch: kind(rowFlag, inSwitch),
  /** Text that, when not empty, is one of `values`. */
  choice: (values: readonly string[]) => kind(rowText, inChoice(values)),
  /** One of a fixed list of statuses in a NOT NULL column: never null, kept until set. */
  status: <S extends z.ZodType>(status: S) => kind(status, status.optional()),
  /** One of `value`'s values, or null. */
  nullable: <S extends z.ZodType>(value: S) => kind(value.nullable(), value.nullish()),
};

/** How a group's row usually ends: its group, then the server's change stamp. */
export const groupAndStamp = { group_id: field.group, last_modified_date: field.stamp };

type RowShape<F extends FieldList> = { [K in keyof F]: F[K]['row'] };
type InputShape<F extends FieldList> = {
  [K in keyof F as F[K] extends FieldKind ? K : never]: F[K] extends FieldKind ? F[K]['input'] : never;
};

/** The row's fields, in the list's order. */
export const rowShape = <F extends FieldList>(fields: F): RowShape<F> =>
  Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.row])) as RowShape<F>;

/** The input's fields, in the list's order: all but those the server sets. */
export const inputShape = <F extends FieldList>(fields: F): InputShape<F> =>
  Object.fromEntries(
    Object.entries(fields).flatMap(([name, f]) => ('input' in f ? [[name, f.input]] : [])),
  ) as InputShape<F>;
