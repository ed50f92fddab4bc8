import type { Service } from '@acorn/domain/activities';

/**
 * Each service's tint (the booking's background), edge (its left bar, the filter's tick) and text: the
 * service's name is always written on the booking too, so colour is never the only sign. Text on the tint
 * keeps WCAG AA contrast; the edge keeps 3:1 against white as a control's colour must.
 */
export const SERVICE_LOOK: Record<Service, { bg: string; edge: string; fg: string }> = {
  Hairdressing: { bg: '#fce4ec', edge: '#ad1457', fg: '#4a0d26' },
  Physiotherapy: { bg: '#e3f2fd', edge: '#1565c0', fg: '#0d2c54' },
  Chiropractor: { bg: '#fff3e0', edge: '#b45309', fg: '#4a2500' },
  Doctor: { bg: '#e8f5e9', edge: '#2e7d32', fg: '#0f3d13' },
};
