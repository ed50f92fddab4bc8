export const REPAIR_STATUSES = ['Not Started', 'In Progress', 'Finished'] as const;
export type RepairStatus = (typeof REPAIR_STATUSES)[number];
