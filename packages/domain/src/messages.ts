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

/** Messages of an Acorn commercial table, e.g. 'Failed to add Acorn Order content.' */
function acorn(name: string, messages: (keyof ResourceMessages)[]): ResourceMessages {
  const all: Required<ResourceMessages> = {
    loadFailed: `Failed to get Acorn ${name}s.`,
    addFailed: `Failed to add Acorn ${name} content.`,
    updateFailed: `Failed to update Acorn ${name} content.`,
    deleteFailed: `Failed to delete Acorn ${name} content.`,
    created: `Acorn ${name} successfully created.`,
    updated: `Acorn ${name} content successfully updated.`,
  };
  return Object.fromEntries(messages.map((key) => [key, all[key]]));
}

const EVERY: (keyof ResourceMessages)[] = [
  'loadFailed',
  'addFailed',
  'updateFailed',
  'deleteFailed',
  'created',
  'updated',
];

export const RESOURCE_MESSAGES = {
  'local-contents': { ...CONTENT, loadFailed: 'Failed to get local contents.' },
  newspapers: { ...CONTENT, loadFailed: 'Failed to get newspapers.' },
  noticeboards: CONTENT,
  menus: CONTENT,
  'public-events': CONTENT,
  maintenances: {
    loadFailed: 'Failed to get Maintenances.',
    addFailed: 'Failed to add Maintenance content.',
    updateFailed: 'Failed to update Maintenance content.',
    deleteFailed: 'Failed to delete Maintenance content.',
    created: 'Maintenance successfully created.',
    updated: 'Maintenance content successfully updated.',
  },
  'acorn-devices': acorn('Device', EVERY),
  'acorn-orders': acorn('Order', EVERY),
  'acorn-customers': acorn('Customer', ['loadFailed', 'updateFailed', 'deleteFailed', 'updated']),
  'acorn-parts': acorn('Part', ['loadFailed', 'addFailed', 'updateFailed', 'created', 'updated']),
  'acorn-repairs': acorn('Repair', EVERY),
  'acorn-renewals': acorn('Renewal', EVERY),
  'acorn-suggested-apps': {
    loadFailed: 'Failed to get Suggested Apps.',
    addFailed: 'Failed to add Suggested App content.',
    updateFailed: 'Failed to update Suggested App content.',
    deleteFailed: 'Failed to delete Suggested App content.',
    created: 'Suggested App successfully created.',
    updated: 'Suggested App content successfully updated.',
  },
  'acorn-users': { loadFailed: 'Failed to get Acorn Users.' },
  'portal-users': {
    loadFailed: 'Failed to get portal users.',
    addFailed: 'Failed to add.',
    updateFailed: 'Failed to update.',
  },
  groups: { loadFailed: 'Failed to get groups.' },
  profile: {
    updateFailed: 'Failed to update profile details.',
    updated: 'Profile details successfully updated.',
  },
} as const satisfies Record<string, ResourceMessages>;
