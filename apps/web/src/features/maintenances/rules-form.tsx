import { Alert, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import {
  TABLET_CONDITIONS,
  TABLET_JOB_RULE_FIELDS,
  TABLET_JOB_RULE_MESSAGES,
  tabletJobRulesError,
  type TabletJobRules,
  type TabletJobRulesAnswer,
} from '@acorn/domain/tablet-jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { ApiError } from '../../lib/api';
import { RuleRow, type RuleDraft } from './rule-row';
import { saveTabletJobRules, tabletJobRulesKey } from './tablet-job-rules-api';

type Field = keyof TabletJobRules;
const fieldOf = (condition: (typeof TABLET_CONDITIONS)[number]) => TABLET_JOB_RULE_FIELDS[condition].field;

/** The stored rules as typed: a condition that is off shows its default, ready for switching on. */
const draftsOf = (rules: TabletJobRulesAnswer) =>
  Object.fromEntries(
    TABLET_CONDITIONS.map((c) => {
      const value = rules[fieldOf(c)];
      return [c, { on: value !== null, text: String(value ?? rules.defaults[fieldOf(c)] ?? '') }];
    }),
  ) as Record<(typeof TABLET_CONDITIONS)[number], RuleDraft>;

/** A typed number: digits alone, else NaN, which the domain's rule refuses with its message. */
const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The three conditions and Save; the domain's rule first, then the server's word on what it refuses. */
export function RulesForm({
  rules,
  groupId,
  onClose,
}: {
  rules: TabletJobRulesAnswer;
  groupId: number | null;
  onClose: () => void;
}) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [drafts, setDrafts] = useState(() => draftsOf(rules));
  const [problem, setProblem] = useState<{ field: Field | null; message: string } | null>(null);
  const save = useMutation({
    mutationFn: (values: TabletJobRules) => saveTabletJobRules(groupId, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(tabletJobRulesKey(groupId), saved);
      dialogs.notify(TABLET_JOB_RULE_MESSAGES.saved);
      onClose();
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.message : 'The rules could not be saved just now.';
      const field = TABLET_CONDITIONS.map(fieldOf).find((f) => TABLET_JOB_RULE_MESSAGES[f] === message);
      setProblem({ field: field ?? null, message });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const values = Object.fromEntries(
      TABLET_CONDITIONS.map((c) => [fieldOf(c), drafts[c].on ? numberOf(drafts[c].text) : null]),
    ) as unknown as TabletJobRules;
    const refused = tabletJobRulesError(values);
    setProblem(refused);
    if (!refused) save.mutate(values);
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Automatic job rules">
      <DialogContent sx={{ pt: 1 }}>
        <Stack spacing={2}>
          {TABLET_CONDITIONS.map((c) => (
            <RuleRow
              key={c}
              condition={c}
              draft={drafts[c]}
              problem={problem?.field === fieldOf(c) ? problem.message : null}
              onChange={(draft) => {
                setDrafts((was) => ({ ...was, [c]: draft }));
                setProblem(null);
              }}
            />
          ))}
        </Stack>
        {problem && problem.field === null && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem.message}
          </Alert>
        )}
        {rules.is_default && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            This group has the defaults.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          Save
        </Button>
      </DialogActions>
    </form>
  );
}
