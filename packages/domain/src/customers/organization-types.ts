export const ORGANIZATION_TYPES = [
  'Community Group',
  'Enterprise',
  'HSE',
  'Individual',
  'Local Government',
  'NGO',
] as const;
