import { useGroupChoices } from './lookup-query';

/** A group's name where its id is stored; the id only until the names arrive (or if it has none). */
export function GroupName({ id }: { id: number | null }) {
  const groups = useGroupChoices();
  if (id === null) return null;
  return <>{groups.find((g) => g.value === id)?.label ?? `Group ${id}`}</>;
}
