import { useState } from 'react';

/** The residents ticked for a group action; it outlives paging and filtering until cleared. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<number>>(new Set());
  return {
    ids,
    set: (userId: number, on: boolean) =>
      setIds((before) => {
        const after = new Set(before);
        if (on) after.add(userId);
        else after.delete(userId);
        return after;
      }),
    clear: () => setIds(new Set()),
  };
}
