import type { FamilyShare, FamilyWeek } from '@acorn/domain/family';
import Call from '@mui/icons-material/Call';
import Event from '@mui/icons-material/Event';
import Favorite from '@mui/icons-material/Favorite';
import HowToReg from '@mui/icons-material/HowToReg';
import { Box, Chip, Stack, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { dayHeading, daysOf, todayIn } from './week-days';

/** Each kind's icon, and its name for a screen reader (the icon's title): the title alone may not say it. */
const KINDS: Record<FamilyShare, { Icon: ComponentType<SvgIconProps>; name: string }> = {
  activities: { Icon: Event, name: 'Activity' },
  check_ins: { Icon: HowToReg, name: 'Check-in' },
  health: { Icon: Favorite, name: 'Health' },
  calls: { Icon: Call, name: 'Call' },
};

/** The week day by day, Monday first: each day's items by time, or a calm line when there are none. */
export function WeekTimeline({ week }: { week: FamilyWeek }) {
  const today = todayIn(week.resident.time_zone);
  return (
    <Stack spacing={3}>
      {daysOf(week.week_start, week.items).map(({ day, items }) => (
        <Box component="section" key={day} aria-labelledby={`day-${day}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography id={`day-${day}`} component="h3" variant="h6">
              {dayHeading(day)}
            </Typography>
            {day === today && <Chip size="small" color="primary" label="Today" />}
          </Stack>
          {items.length === 0 ? (
            <Typography color="text.secondary">
              {day > today ? 'Nothing planned yet' : 'Nothing recorded this day'}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {items.map((item) => {
                const { Icon, name } = KINDS[item.kind];
                return (
                  <Stack
                    component="li"
                    key={`${item.kind}-${item.at}-${item.title}`}
                    direction="row"
                    spacing={1.5}
                  >
                    {/* Outside the normal range: said by the detail, and marked beside the time too. */}
                    <Icon
                      titleAccess={item.flag ? `${name}, outside the normal range` : name}
                      sx={{ mt: 0.25, color: item.flag ? 'warning.dark' : 'primary.main' }}
                    />
                    <Typography component="span" sx={{ fontWeight: 600, minWidth: '3.5rem' }}>
                      {item.time}
                    </Typography>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
                      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {item.detail}
                      </Typography>
                    </Box>
                  </Stack>
                );
              })}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
