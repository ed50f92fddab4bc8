import { firstFailingRule } from '@acorn/domain/shared';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { useDialogs } from '../dialogs/dialogs-context';
import { useRowMutations } from '../resource-table/row-mutations';
import { tableMessages, type TableDefinition } from '../resource-table/table-definition';
import type { PlannedField } from './form-plan';
import { useFieldForm, type FieldError } from './use-field-form';
import { changedFields, openingValues, saveBody, type FormMode, type Values } from './form-values';
import {
  NOT_A_DATE,
  NOT_A_DATE_TIME,
  NOT_A_NUMBER,
  NOT_A_WHOLE_NUMBER,
  NOT_AN_AMOUNT,
} from './typed-numbers';

export type { FieldError };

/** What to type instead, for each kind of box that can hold what it cannot save. */
const TYPE_INSTEAD: Partial<Record<string, string>> = {
  euro: NOT_AN_AMOUNT,
  number: NOT_A_WHOLE_NUMBER,
  decimal: NOT_A_NUMBER,
  date: NOT_A_DATE,
  dateTime: NOT_A_DATE_TIME,
};

/** A box holding what is not a number or not a whole date (NaN): the first such field, and what to type. */
function typingProblem(fields: readonly PlannedField[], values: Values): FieldError | null {
  const bad = fields.find((f) => f.readOnly === undefined && Number.isNaN(values[f.field]));
  const message = bad?.input && TYPE_INSTEAD[bad.input.kind];
  return bad && message ? { field: bad.field, message } : null;
}

/**
 * The form's values and its Save: the spec's rules first, in order, with zero calls until they pass (the
 * first failing message is put on its field); then only what changed is sent; a success is a note, a
 * failed call the spec's dialog, and the form stays open with what was typed.
 */
export function useResourceForm<R extends GridValidRowModel, I extends object>(options: {
  def: TableDefinition<R, I>;
  fields: readonly PlannedField[];
  mode: FormMode;
  row: R | undefined;
  preset?: Partial<R> | undefined;
  onSaved: (row: R, mode: FormMode) => void;
}) {
  const { def, fields, mode, row, preset, onSaved } = options;
  const { source } = def;
  const typed = fields.filter((f) => f.readOnly === undefined).map((f) => f.field);
  const required = source
    .rules(mode, new Date())
    .filter((rule) => !rule.fails)
    .map((rule): string => rule.field);
  // A preset is where a new row starts, so closing it untouched asks nothing and Save sends it as typed.
  const [opened] = useState(() =>
    openingValues(source, fields, mode === 'add' && preset ? { ...row, ...preset } : row),
  );
  const form = useFieldForm<Values>(opened);
  const { values, change, error } = form;
  const dialogs = useDialogs();
  const { save } = useRowMutations<R>(source.name);
  const messages = tableMessages(source);

  async function submit(): Promise<boolean> {
    if (save.isPending) return false;
    const sent: Values = Object.fromEntries(typed.map((field) => [field, values[field]]));
    const passes = form.check(() => {
      const rule = firstFailingRule(source.rules(mode, new Date()), { ...row, ...sent } as Partial<I>);
      return rule ? { field: rule.field, message: rule.message } : typingProblem(fields, values);
    });
    if (!passes) return false;
    const body = saveBody(source, mode, opened, sent, row);
    if (!body) return true; // nothing changed: nothing to send
    try {
      const saved = await save.mutateAsync(
        mode === 'add'
          ? { mode, body: body as Partial<R> }
          : { mode, id: row?.[source.id], body: body as Partial<R> },
      );
      const message = mode === 'add' ? messages.created : messages.updated;
      dialogs.notify(def.savedMessage?.(saved, message, body as Partial<R>) ?? message);
      onSaved(saved, mode);
      return true;
    } catch (e) {
      await dialogs.failure(source.label, mode === 'add' ? messages.addFailed : messages.updateFailed, e);
      return false;
    }
  }

  return {
    values,
    change,
    error,
    required,
    busy: save.isPending,
    dirty: changedFields(opened, values).length > 0,
    submit,
  };
}
