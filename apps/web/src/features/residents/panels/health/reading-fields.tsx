import { HEALTH_MEASURE_INFO, HEALTH_MEASURES, unitOf, type UnitSystem } from '@acorn/domain/health';
import { Box, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import type { RefObject } from 'react';
import { visuallyHidden } from '../../../../components/visually-hidden';
import type { Draft, FieldProblem, ReadingField } from './reading-form';

interface Props {
  draft: Draft;
  units: UnitSystem;
  problem: FieldProblem | null;
  correction: boolean;
  onChange: (field: ReadingField, value: string) => void;
  /** Each input, by field, so the form can move focus to the one whose message shows. */
  inputRefs: RefObject<Partial<Record<ReadingField, HTMLInputElement | HTMLTextAreaElement | null>>>;
}

/** The reading's boxes: each measure with its unit beside it, the time taken, the note (and the reason). */
export function ReadingFields({ draft, units, problem, correction, onChange, inputRefs }: Props) {
  const props = (field: ReadingField): TextFieldProps => ({
    value: draft[field],
    onChange: (e) => onChange(field, e.target.value),
    error: problem?.field === field,
    helperText: problem?.field === field ? problem.message : undefined,
    inputRef: (el: HTMLInputElement | null) => void (inputRefs.current[field] = el),
    fullWidth: true,
  });
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {HEALTH_MEASURES.map((m) => (
          <TextField
            key={m}
            label={
              <>
                {HEALTH_MEASURE_INFO[m].label}
                {/* The unit beside the box is not read with it: its name says it too. */}
                <Box component="span" sx={visuallyHidden}>
                  {` (${unitOf(m, units)})`}
                </Box>
              </>
            }
            {...props(m)}
            slotProps={{
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
              input: { endAdornment: <InputAdornment position="end">{unitOf(m, units)}</InputAdornment> },
            }}
          />
        ))}
      </Box>
      <TextField
        label="Time taken"
        type="datetime-local"
        {...props('timestamp')}
        sx={{ mt: 2 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField label="Note" multiline minRows={2} {...props('note')} sx={{ mt: 2 }} />
      {correction && (
        <TextField
          label="Reason for the correction"
          required
          multiline
          minRows={2}
          {...props('reason')}
          sx={{ mt: 2 }}
        />
      )}
    </>
  );
}
