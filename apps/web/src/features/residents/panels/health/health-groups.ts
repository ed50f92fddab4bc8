import type { HealthMeasure } from '@acorn/domain/health';

/** An accordion of the Health panel and a chart of the full-screen view: one or more measures together. */
export interface MeasureGroup {
  title: string;
  measures: readonly HealthMeasure[];
}

/** The panel's accordions (spec doc 2 §2.1): BPM holds the heart rate with the blood pressure taken with it. */
export const PANEL_GROUPS: readonly MeasureGroup[] = [
  { title: 'BPM', measures: ['bpm', 'sys', 'dia'] },
  { title: 'Weight', measures: ['weight'] },
  { title: 'Temperature', measures: ['temperature'] },
  { title: 'SpO2', measures: ['oximeter'] },
];

/** Scores the tablet or staff may also record; shown only once one is, so the panel stays the spec's. */
export const OTHER_GROUP: MeasureGroup = {
  title: 'Other measures',
  measures: ['pain_level', 'barthel_score', 'frailty'],
};

/** The full-screen view's charts (spec doc 2 §2.1): blood pressure as two lines, then one line each. */
export const CHART_GROUPS: readonly MeasureGroup[] = [
  { title: 'Blood pressure', measures: ['sys', 'dia'] },
  { title: 'Heart rate', measures: ['bpm'] },
  { title: 'Weight', measures: ['weight'] },
  { title: 'Temperature', measures: ['temperature'] },
  { title: 'SpO2', measures: ['oximeter'] },
];
