import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import type { ListedResource } from './resource-api';

/** One of a fixed set, as stored (`value`) and as read (`label`): a priority's number, a role's id. */
export interface Choice<V = string | number> {
  value: V;
  label: string;
}

/** How a stored value (a list, or a bit mask) becomes the chosen values and back. */
export interface ChoiceCodec {
  toList: (stored: unknown) => number[];
  fromList: (chosen: number[]) => unknown;
}

/** A server list a lookup suggests from (GET /v1/acorn/{lookup}), each item's `key` the value picked. */
export interface LookupSource {
  lookup: ListedResource;
  key: string;
}

/** What a custom input is given: the field's value and a way to change it, as every input is. */
export interface CustomInputProps {
  id: string;
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
  required: boolean;
}

/**
 * How a field is typed in the form. Each kind is one input, in the portal's own formats: dates as
 * DD.MM.YYYY, times in 24 hours, amounts in EUR, groups and pickers by name, never a bare id.
 */
export type FieldInput =
  | { kind: 'text'; multiline?: boolean; type?: 'email' | 'url' }
  | { kind: 'number' }
  | { kind: 'decimal' }
  | { kind: 'euro' }
  | { kind: 'date' }
  | { kind: 'dateTime' }
  | { kind: 'boolean' }
  | { kind: 'choice'; choices: readonly Choice[] }
  | { kind: 'lookup'; source: LookupSource }
  | { kind: 'suggest'; options: readonly string[] }
  | { kind: 'group' }
  | { kind: 'multi'; choices: readonly Choice<number>[]; codec: ChoiceCodec }
  /** Typed as `render` draws it; read (a role that may not change it) as `display` words it. */
  | { kind: 'custom'; render: (props: CustomInputProps) => ReactNode; display?: (value: unknown) => string };

/**
 * A table's column and, where the field can be typed, how the form types it (`input`). A column without
 * one (the change stamp) is the grid's alone.
 */
export type ResourceColumn<R extends GridValidRowModel> = GridColDef<R> & {
  field: keyof R & string;
  input?: FieldInput;
  /** Computed by the server from other fields (renewal dates): shown in the form, never typed. */
  derived?: boolean;
  /** The cell as words, where it is drawn rather than formatted (a user's roles): the phone's cards say it. */
  text?: (row: R) => string;
  /** In the form only while the values say it applies (how often a job repeats, once it is recurring). */
  shownWhen?: (values: Readonly<Record<string, unknown>>) => boolean;
};
