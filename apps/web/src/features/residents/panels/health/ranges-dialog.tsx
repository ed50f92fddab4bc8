import { HEALTH_MEASURE_INFO, HEALTH_MESSAGES, type HealthSummary } from '@acorn/domain/health';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { ApiError } from '../../../../lib/api';
import { FormDialog } from '../../../../components/dialogs/form-dialog';
import { healthKeys, saveHealthRanges } from './health-api';
import type { MeasureGroup } from './health-groups';
import { RangeFields } from './range-fields';
import { rangesDraftOf, rangesInputOf, rangesProblemOf, type RangeProblem } from './ranges-form';
import { useAction } from '../../../../lib/use-action';

interface Props {
  userId: number;
  summary: HealthSummary;
  group: MeasureGroup;
  onClose: () => void;
}

/**
 * Edit normal ranges for one accordion's measures, in the facility's units. checkHealthRanges runs first
 * and its message shows on the box it is about; the other measures are sent as they stand.
 */
export function RangesDialog({ userId, summary, group, onClose }: Props) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => rangesDraftOf(summary));
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  const boxes = useRef<Record<string, HTMLInputElement | null>>({});
  useEffect(() => {
    if (problem) boxes.current[`${problem.measure}-${problem.end}`]?.focus();
  }, [problem]);

  async function save() {
    const found = rangesProblemOf(draft, summary.units);
    setProblem(found);
    if (found) return;
    await saving.run();
  }

  const saving = useAction(async () => {
    try {
      const saved = await saveHealthRanges(userId, rangesInputOf(draft, summary.units));
      queryClient.setQueryData(healthKeys.summary(userId), saved);
      void queryClient.invalidateQueries({ queryKey: healthKeys.all(userId) });
      dialogs.notify(HEALTH_MESSAGES.rangesSaved);
      onClose();
    } catch (error) {
      // A refusal names its measure (`field`); one of another group's, or none, shows on the first box.
      if (error instanceof ApiError && error.status === 400) {
        const named = group.measures.find((m) => m === error.field);
        setProblem({ measure: named ?? group.measures[0]!, end: 'low', message: error.message });
      } else if (!(error instanceof ApiError && error.status === 401))
        await dialogs.failure('Error', 'The normal ranges could not be saved. Try again later.', error);
    }
  });

  return (
    <FormDialog
      title={`Normal ranges: ${group.title}`}
      saving={saving.busy}
      onSave={() => void save()}
      onClose={onClose}
    >
      {group.measures.map((measure) => (
        <RangeFields
          key={measure}
          measure={measure}
          label={HEALTH_MEASURE_INFO[measure].label}
          units={summary.units}
          value={draft[measure]}
          problem={problem?.measure === measure ? problem : null}
          boxes={boxes}
          onChange={(value) => {
            setDraft((d) => ({ ...d, [measure]: value }));
            setProblem((p) => (p?.measure === measure ? null : p));
          }}
        />
      ))}
    </FormDialog>
  );
}
