import { Box, Typography } from '@mui/material';
import { useEffect, useId } from 'react';
import { FormField } from './form-field';
import type { PlannedField } from './form-plan';
import type { FieldError } from './use-resource-form';
import type { Values } from './form-values';
import { ReadOnlyField } from './read-only-field';
import { visuallyHidden } from '../visually-hidden';

interface Props {
  sections: { title: string | null; fields: PlannedField[] }[];
  form: {
    values: Values;
    change: (field: string, value: unknown) => void;
    error: FieldError | null;
    required: readonly string[];
  };
}

/**
 * The form's fields by section. The Save's message is on its field and said aloud (role=alert), and
 * focus moves to that field, so a screen reader and a keyboard land where the fix is.
 */
export function FormFields({ sections, form }: Props) {
  const prefix = useId();
  const idOf = (field: string) => `${prefix}-${field}`;
  const { error } = form;
  useEffect(() => {
    if (error) document.getElementById(idOf(error.field))?.focus();
    // Each new message moves focus once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
  return (
    <>
      <Box role="alert" sx={visuallyHidden}>
        {error?.message}
      </Box>
      {sections.map((section) => (
        <Box component="section" key={section.title ?? ''} sx={{ mb: 3 }}>
          {section.title && (
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
              {section.title}
            </Typography>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr' }}>
            {section.fields.map((f) =>
              f.readOnly !== undefined ? (
                <ReadOnlyField
                  key={f.field}
                  id={idOf(f.field)}
                  label={f.label}
                  input={f.input}
                  value={form.values[f.field]}
                  note={f.readOnly}
                />
              ) : (
                <FormField
                  key={f.field}
                  id={idOf(f.field)}
                  label={f.label}
                  input={f.input}
                  value={form.values[f.field]}
                  onChange={(value) => form.change(f.field, value)}
                  error={error?.field === f.field ? error.message : undefined}
                  required={form.required.includes(f.field)}
                />
              ),
            )}
          </Box>
        </Box>
      ))}
    </>
  );
}
