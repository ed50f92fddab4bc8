import type { PgTable } from 'drizzle-orm/pg-core';

/** The names of a table's columns, as Drizzle's table type has them. */
export type ColumnName<TTable extends PgTable> = keyof TTable['_']['columns'] & string;

/** A contract's fields (its row's and its body's) that are neither columns of the table nor declared extras. */
export type UndeclaredFields<TTable extends PgTable, R, I, TExtras extends string> = Exclude<
  (keyof R | keyof I) & string,
  ColumnName<TTable> | TExtras
>;

/**
 * Nothing when every field of a contract is a column of its table or a declared extra. Otherwise a property
 * no table has, which fromContract asks of its table: the call does not compile, and the error names the
 * fields, so a renamed column or a field added to the contract alone is found by the compiler, not at start.
 */
export type FieldsAreColumns<TTable extends PgTable, R, I, TExtras extends string> = [
  UndeclaredFields<TTable, R, I, TExtras>,
] extends [never]
  ? unknown
  : { 'contract fields that are not columns (name them in extras)': UndeclaredFields<TTable, R, I, TExtras> };
