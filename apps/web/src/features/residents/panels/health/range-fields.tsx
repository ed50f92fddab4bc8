import { unitOf, type HealthMeasure, type UnitSystem } from '@acorn/domain/health';
import type { RefObject } from 'react';
import { Box, Checkbox, FormControlLabel, InputAdornment, TextField, Typography } from '@mui/material';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { defaultDraft, type RangeDraft, type RangeEnd, type RangeProblem } from './ranges-form';

interface Props {
  measure: HealthMeasure;
  label: string;
  units: UnitSystem;
  value: RangeDraft;
  problem: RangeProblem | null;
  /** Each box by `${measure}-${end}`, so the dialog can move focus to the one whose message shows. */
  boxes: RefObject<Record<string, HTMLInputElement | null>>;
  onChange: (value: RangeDraft) => void;
}

/** One measure's normal range: its low and high ends, or the measure's default. */
export function RangeFields({ measure, label, units, value, problem, boxes, onChange }: Props) {
  const unit = unitOf(measure, units);
  const box = (end: RangeEnd, name: string) => (
    <TextField
      label={
        // Boxes of several measures sit in one dialog: each one's name says whose end it is, and the unit.
        <>
          <Box component="span" sx={visuallyHidden}>{`${label}: `}</Box>
          {name}
          <Box component="span" sx={visuallyHidden}>{` (${unit})`}</Box>
        </>
      }
      value={value[end]}
      disabled={value.useDefault}
      onChange={(e) => onChange({ ...value, [end]: e.target.value })}
      error={problem?.end === end}
      helperText={problem?.end === end ? problem.message : undefined}
      inputRef={(el: HTMLInputElement | null) => void (boxes.current[`${measure}-${end}`] = el)}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
      }}
      fullWidth
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1, mb: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {box('low', 'Low')}
        {box('high', 'High')}
      </Box>
      <FormControlLabel
        sx={{ minHeight: 44 }}
        control={
          <Checkbox
            checked={value.useDefault}
            onChange={(e) =>
              onChange(e.target.checked ? defaultDraft(measure, units) : { ...value, useDefault: false })
            }
          />
        }
        label="Use the default range"
      />
    </Box>
  );
}
