import { useEffect, type Dispatch, type SetStateAction } from 'react';

/**
 * A paged list whose page emptied (its last item removed, here or elsewhere) goes back a page, rather than
 * saying there is nothing at all.
 */
export function useStepBack(
  itemsOnPage: number | undefined,
  page: number,
  setPage: Dispatch<SetStateAction<number>>,
) {
  const emptied = itemsOnPage === 0 && page > 1;
  useEffect(() => {
    if (emptied) setPage((p) => Math.max(1, p - 1));
  }, [emptied, setPage]);
}
