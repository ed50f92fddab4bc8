export const LOCAL_CONTENT_CATEGORIES = [
  'Age Friendly',
  'Church',
  'Community',
  'Family Fun',
  'Farming',
  'Funding',
  'Government',
  'HSE',
  'Local Government',
  'Newsletters',
  'Radio',
  'Training',
  'Travel',
] as const;

export const ACTIVITY_CATEGORIES = ['Intellectual', 'Physical', 'Social', 'Spiritual'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

// Shown as hints beside the category choice.
export const ACTIVITY_CATEGORY_EXAMPLES: Record<ActivityCategory, string> = {
  Intellectual: 'games, quizzes',
  Physical: 'walks, yoga',
  Social: 'coffee morning, karaoke',
  Spiritual: 'church service',
};

export const ORGANIZATION_TYPES = [
  'Community Group',
  'Enterprise',
  'HSE',
  'Individual',
  'Local Government',
  'NGO',
] as const;
