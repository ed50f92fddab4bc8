import { Box, FormControlLabel, FormGroup, MenuItem, Switch, TextField } from '@mui/material';
import type { GroupChoice } from './user-account-api';
import type { Draft, Field, SwitchField } from './user-fields';

interface Props {
  fields: readonly Field[];
  switches: readonly SwitchField[];
  draft: Draft;
  onChange: (draft: Draft) => void;
  /** Fields stay locked until Edit (spec doc 2 §4). */
  editing: boolean;
  /** Null hides the group select (role 1 alone moves users between groups). */
  groups: GroupChoice[] | null;
  readOnlyFacts: [string, string][];
}

const valueOf = (draft: Draft, part: 'user' | 'user_details', key: string): unknown =>
  part === 'user' ? draft.user[key] : (draft.user_details as Record<string, unknown> | null)?.[key];

function withValue(draft: Draft, part: 'user' | 'user_details', key: string, value: unknown): Draft {
  return part === 'user'
    ? { ...draft, user: { ...draft.user, [key]: value } }
    : { ...draft, user_details: { ...draft.user_details, [key]: value } };
}

/** A declared form (user-fields.ts): text fields, the group select, read-only facts and switches. */
export function UserForm({ fields, switches, draft, onChange, editing, groups, readOnlyFacts }: Props) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {fields.map((field) => {
          if (field.kind === 'group') {
            if (!groups) return null;
            return (
              <TextField
                key={field.key}
                select
                size="small"
                label={field.label}
                value={draft.user.group_id ?? ''}
                onChange={(e) => onChange(withValue(draft, 'user', 'group_id', Number(e.target.value)))}
                disabled={!editing}
              >
                {groups.map((g) => (
                  <MenuItem key={g.group_id} value={g.group_id}>
                    {g.title}
                  </MenuItem>
                ))}
              </TextField>
            );
          }
          if (field.kind !== 'text' || (field.shownWhen && !field.shownWhen(draft))) return null;
          const value = valueOf(draft, field.part, field.key);
          return (
            <TextField
              key={field.key}
              size="small"
              label={field.label}
              type={field.type ?? 'text'}
              value={value ?? ''}
              onChange={(e) => onChange(withValue(draft, field.part, field.key, e.target.value))}
              multiline={field.multiline}
              minRows={field.multiline ? 3 : undefined}
              sx={field.multiline ? { gridColumn: '1 / -1' } : undefined}
              slotProps={{
                htmlInput: { readOnly: field.readOnly || !editing },
                inputLabel: field.type === 'date' ? { shrink: true } : undefined,
              }}
              autoComplete={field.type === 'password' ? 'new-password' : 'off'}
            />
          );
        })}
        {readOnlyFacts.map(([label, value]) => (
          <TextField
            key={label}
            size="small"
            label={label}
            value={value}
            slotProps={{ htmlInput: { readOnly: true } }}
          />
        ))}
      </Box>
      <FormGroup
        sx={{ mt: 2, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
      >
        {switches.map((field) => (
          <FormControlLabel
            key={field.key}
            label={field.label}
            control={
              <Switch
                checked={valueOf(draft, field.part, field.key) === true}
                onChange={(e) => onChange(withValue(draft, field.part, field.key, e.target.checked))}
                disabled={!editing}
              />
            }
          />
        ))}
      </FormGroup>
    </>
  );
}
