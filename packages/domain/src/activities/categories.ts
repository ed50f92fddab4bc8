export const ACTIVITY_CATEGORIES = ['Intellectual', 'Physical', 'Social', 'Spiritual'] as const;
export type ActivityCategory = (typeof ACTIVITY_CATEGORIES)[number];

// Shown as hints beside the category choice.
export const ACTIVITY_CATEGORY_EXAMPLES: Record<ActivityCategory, string> = {
  Intellectual: 'games, quizzes',
  Physical: 'walks, yoga',
  Social: 'coffee morning, karaoke',
  Spiritual: 'church service',
};
