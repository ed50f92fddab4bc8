import { Box } from '@mui/material';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

interface Props {
  /** The meter's name, as assistive technology announces it. */
  label: string;
  value: number | null;
  max: number;
  /** The value in words, with its unit (and, for the response, whether it is over the target). */
  valueText: string;
  /** What the centre shows: the number and its unit, short. */
  text: string;
  colour: string;
}

/**
 * One of the maintenance report's gauges: a meter with its number in the middle and its value in words.
 * The chart's own drawing is hidden from assistive technology (MUI X marks it so), so the meter is this
 * box around it, named and valued as the drawing shows it.
 */
export function ReportGauge({ label, value, max, valueText, text, colour }: Props) {
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuenow={value ?? 0}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuetext={valueText}
      sx={{ width: 200, height: 140 }}
    >
      <Gauge
        width={200}
        height={140}
        startAngle={-110}
        endAngle={110}
        innerRadius="72%"
        value={value ?? 0}
        valueMax={max}
        text={text}
        sx={{
          [`& .${gaugeClasses.valueArc}`]: { fill: colour },
          [`& .${gaugeClasses.valueText} text`]: { fontSize: 22, fontWeight: 700 },
        }}
      />
    </Box>
  );
}
