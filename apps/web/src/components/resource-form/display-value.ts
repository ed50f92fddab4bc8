import { formatDate, formatDateTime, formatEuro } from '../../lib/format';
import type { FieldInput } from '../resource-table/field-input';

/** A value as the portal shows it to read, by its field's kind (one format for each, as in the tables). */
export function displayValue(input: FieldInput | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  switch (input?.kind) {
    case 'date':
      return formatDate(value);
    case 'dateTime':
      return formatDateTime(value);
    case 'euro':
      return formatEuro(value);
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'choice':
      return input.choices.find((c) => c.value === value)?.label ?? String(value);
    case 'multi':
      return input.codec
        .toList(value)
        .map((v) => input.choices.find((c) => c.value === v)?.label ?? String(v))
        .join(', ');
    case 'custom':
      if (input.display) return input.display(value);
      return typeof value === 'object' ? '' : String(value);
    default:
      return typeof value === 'object' ? '' : String(value);
  }
}
