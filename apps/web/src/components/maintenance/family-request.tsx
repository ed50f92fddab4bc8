import type { Maintenance } from '@acorn/domain/maintenance';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import { Box, Button, Typography } from '@mui/material';
import { openFile } from '../../lib/api';

type Job = Pick<
  Maintenance,
  'maintenance_id' | 'title' | 'requested_by_name' | 'key_entry_permission' | 'has_photo'
>;

/** Who asked and the key entry, in words, for a job a family member asked for (issue 20); else nothing. */
export function familyRequestFacts(job: Job): string[] {
  return [
    job.requested_by_name ? `Requested by ${job.requested_by_name}` : null,
    job.key_entry_permission ? `Key entry: ${job.key_entry_permission}` : null,
  ].filter((fact) => fact !== null);
}

export const jobPhotoUrl = (id: number) => `/v1/acorn/maintenances/${id}/photo`;

/**
 * The request's photo, opened at full size in a new tab. Fetched by the page when asked for (the API
 * refuses an <img> aimed at it, ADR 0043): each look is an audited read, and no job list carries a
 * picture's code or bytes until someone wants to see it.
 */
export function JobPhoto({ job }: { job: Job }) {
  if (!job.has_photo) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<ImageOutlined />}
      onClick={() => void openFile(jobPhotoUrl(job.maintenance_id))}
    >
      Open the photo (new tab)
    </Button>
  );
}

/**
 * A family member's request in a job's form: who asked, whether staff may let themselves in with a key,
 * and the photo that came with it. Read-only: it is what the family member said.
 */
export function FamilyRequest({ job }: { job: Job }) {
  const facts = familyRequestFacts(job);
  if (facts.length === 0 && !job.has_photo) return null;
  return (
    <Box component="section" sx={{ mt: 3 }} aria-labelledby={`request-${job.maintenance_id}`}>
      <Typography
        id={`request-${job.maintenance_id}`}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 600 }}
      >
        Family request
      </Typography>
      {facts.map((fact) => (
        <Typography key={fact} variant="body2">
          {fact}
        </Typography>
      ))}
      <Box sx={{ mt: 1 }}>
        <JobPhoto job={job} />
      </Box>
    </Box>
  );
}
