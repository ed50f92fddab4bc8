// The spec's error catalogue (doc 1 §8, doc 2 §8), word for word. Where the spec lists no message for an
// operation the field is absent, and callers fall back to the generic content message.
export interface ResourceMessages {
  loadFailed?: string;
  addFailed?: string;
  updateFailed?: string;
  deleteFailed?: string;
  created?: string;
  updated?: string;
}

const CONTENT: ResourceMessages = {
  addFailed: 'Failed to add content.',
  updateFailed: 'Failed to update content.',
  deleteFailed: 'Failed to delete content.',
  created: 'Content successfully created.',
  updated: 'Content successfully updated.',
};

/** The content tables' and activities' generic wording, with the load failure where the spec words one. */
export const contentMessages = (loadFailed?: string): ResourceMessages =>
  loadFailed ? { ...CONTENT, loadFailed } : CONTENT;

/** A table's full set in the spec's pattern: 'Failed to add Maintenance content.', 'Maintenance successfully created.' */
function tableMessages(singular: string, plural: string): Required<ResourceMessages> {
  return {
    loadFailed: `Failed to get ${plural}.`,
    addFailed: `Failed to add ${singular} content.`,
    updateFailed: `Failed to update ${singular} content.`,
    deleteFailed: `Failed to delete ${singular} content.`,
    created: `${singular} successfully created.`,
    updated: `${singular} content successfully updated.`,
  };
}

type Kind = keyof ResourceMessages;
const EVERY: readonly Kind[] = [
  'loadFailed',
  'addFailed',
  'updateFailed',
  'deleteFailed',
  'created',
  'updated',
];

/**
 * A table's messages in the spec's pattern, only those the spec lists (e.g. Acorn Customers have no
 * 'created'): the others fall back to the generic wording.
 */
export function patternMessages(
  singular: string,
  plural: string,
  kinds: readonly Kind[] = EVERY,
): ResourceMessages {
  const all = tableMessages(singular, plural);
  return Object.fromEntries(kinds.map((kind) => [kind, all[kind]]));
}

/** An Acorn commercial table's messages, e.g. 'Failed to add Acorn Order content.' */
export const acornMessages = (name: string, kinds?: readonly Kind[]): ResourceMessages =>
  patternMessages(`Acorn ${name}`, `Acorn ${name}s`, kinds);

/** The residents list (doc 2 §8). */
export const ACORN_USERS_MESSAGES: ResourceMessages = { loadFailed: 'Failed to get Acorn Users.' };
