/** Category names are unique regardless of case (SPEC §5, PRODUCT.md). */
import type { Category } from '@newsroom/shared';

export function isCategoryNameTaken(name: string, categories: readonly Category[], exceptId?: string): boolean {
  const wanted = name.trim().toLowerCase();
  return categories.some((category) => category.id !== exceptId && category.name.trim().toLowerCase() === wanted);
}
