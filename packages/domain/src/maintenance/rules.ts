import type { MaintenanceInput } from './maintenance';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

// The spec gives maintenances no rules; a job nobody can name cannot be done, so it needs a title.
export const MAINTENANCE_MESSAGES = { title: 'Maintenance title cannot be empty.' } as const;

export const maintenanceRules: readonly Rule<MaintenanceInput>[] = requiredRules(MAINTENANCE_MESSAGES);

export function validateMaintenance(input: Partial<MaintenanceInput>): string | null {
  return firstFailure(maintenanceRules, input);
}
