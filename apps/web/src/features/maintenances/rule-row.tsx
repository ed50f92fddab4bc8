import { FormControlLabel, InputAdornment, Stack, Switch, TextField } from '@mui/material';
import {
  TABLET_JOB_RULE_DEFAULTS,
  TABLET_JOB_RULE_FIELDS,
  type TabletCondition,
} from '@acorn/domain/tablet-jobs';

/** One condition as typed: on or off, and its number as text (checked by the domain's rule on Save). */
export interface RuleDraft {
  on: boolean;
  text: string;
}

interface Props {
  condition: TabletCondition;
  draft: RuleDraft;
  problem: string | null;
  onChange: (draft: RuleDraft) => void;
}

/** A condition's switch and threshold; off keeps the number typed for when it is switched on again. */
export function RuleRow({ condition, draft, problem, onChange }: Props) {
  const { field, title, label, unit } = TABLET_JOB_RULE_FIELDS[condition];
  const fallback = `Default: ${TABLET_JOB_RULE_DEFAULTS[field]} ${unit}`;
  const hint = condition === 'battery' ? `For over an hour. ${fallback}` : fallback;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormControlLabel
        control={<Switch checked={draft.on} onChange={(e) => onChange({ ...draft, on: e.target.checked })} />}
        label={title}
        sx={{ minWidth: 170, mt: { sm: 1 } }}
      />
      <TextField
        label={label}
        size="small"
        value={draft.text}
        disabled={!draft.on}
        onChange={(e) => onChange({ ...draft, text: e.target.value })}
        error={problem !== null}
        helperText={problem ?? hint}
        slotProps={{
          htmlInput: { inputMode: 'numeric', name: field },
          input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
        }}
        sx={{ flex: 1 }}
      />
    </Stack>
  );
}
