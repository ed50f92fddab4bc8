import { HEALTH_MEASURE_INFO, type HealthSummary } from '@acorn/domain/health';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Button, Stack, Typography } from '@mui/material';
import type { MeasureGroup } from './health-groups';
import { formatDateTime } from '../../../../lib/format';
import { rangeText } from './health-words';
import { MeasureLine } from './measure-line';

interface Props {
  group: MeasureGroup;
  summary: HealthSummary;
  onEditRanges: (group: MeasureGroup) => void;
}

/** One accordion: the latest values in its summary; inside, each measure's normal range and its editing. */
export function MeasureAccordion({ group, summary, onEditRanges }: Props) {
  const labelled = group.measures.length > 1;
  // Heart rate and blood pressure are mostly taken together: their time is said once, not three times.
  const times = new Set(group.measures.map((m) => summary.latest[m]?.timestamp));
  const together = labelled && times.size === 1 ? [...times][0] : undefined;
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'grid', gap: 0.5, minWidth: 0 }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {group.title}
          </Typography>
          {group.measures.map((measure) => (
            <MeasureLine
              key={measure}
              measure={measure}
              summary={summary}
              labelled={labelled}
              timed={!together}
            />
          ))}
          {together && (
            <Typography component="span" variant="body2" color="text.secondary">
              All taken {formatDateTime(together)}
            </Typography>
          )}
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box component="dl" sx={{ m: 0, mb: 1 }}>
          {group.measures.map((measure) => {
            const range = summary.ranges[measure];
            const text = rangeText(measure, range, summary.units);
            return (
              <Box key={measure} sx={{ mb: 1 }}>
                <Typography component="dt" variant="subtitle2">
                  Normal range{labelled && ` of ${HEALTH_MEASURE_INFO[measure].label.toLowerCase()}`}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {text
                    ? `${text} (${range.custom ? 'set for this resident' : 'default'})`
                    : 'None set: readings are not flagged'}
                </Typography>
              </Box>
            );
          })}
        </Box>
        <Stack direction="row">
          <Button
            variant="outlined"
            sx={{ minHeight: 44 }}
            aria-label={`Edit normal ranges for ${group.title}`}
            onClick={() => onEditRanges(group)}
          >
            Edit normal ranges
          </Button>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
