import type { HealthReading } from '@acorn/domain/health';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { formatDateTime } from '../../../../lib/format';

/** Who entered a reading, as the tables and notes say it: a staff member's name, or the tablet. */
export const recordedBy = (reading: Pick<HealthReading, 'source' | 'recorded_by'>) =>
  reading.source === 'tablet'
    ? `the resident’s tablet${reading.recorded_by ? ` (${reading.recorded_by})` : ''}`
    : (reading.recorded_by ?? 'staff');

/** The latest readings that carry a note: what was written, when, and by whom. */
export function NotesAccordion({ notes }: { notes: HealthReading[] }) {
  return (
    <Accordion disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />}>
        <Box sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="span" variant="subtitle1" sx={{ fontWeight: 700 }}>
            Notes
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {notes.length === 0
              ? 'No notes yet'
              : `Latest ${formatDateTime(notes[0]!.timestamp)}, ${notes.length === 1 ? 'one note' : `${notes.length} notes`}`}
          </Typography>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        {notes.length === 0 ? (
          <Typography color="text.secondary">A note written with a reading shows here.</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {notes.map((reading) => (
              <li key={reading.id}>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {reading.note}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {formatDateTime(reading.timestamp)}, by {recordedBy(reading)}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
