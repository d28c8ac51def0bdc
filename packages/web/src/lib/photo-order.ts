/** Where photos go when one is dragged onto another's place. */
import { arrayMove } from '@dnd-kit/sortable';

/** The ids after `moved` takes `target`'s place (the others shift over), or null when nothing moves. */
export function reorderedIds(ids: readonly string[], moved: string, target: string): string[] | null {
  const from = ids.indexOf(moved);
  const to = ids.indexOf(target);
  if (from === -1 || to === -1 || from === to) return null;
  return arrayMove([...ids], from, to);
}
