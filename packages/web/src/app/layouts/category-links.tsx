/** The reader's way into each category (SPEC §2): one link per category, in the header bar and in the phone menu. */
import { NavLink } from 'react-router';
import { useCategories } from '../../api/get-categories';
import { paths } from '../../lib/paths';
import classes from './public-layout.module.css';

export function CategoryLinks({ listClassName, onNavigate }: { listClassName: string; onNavigate?: () => void }) {
  const { data: categories = [] } = useCategories();
  return (
    <ul className={listClassName}>
      {categories.map((category) => (
        <li key={category.id}>
          <NavLink to={paths.category.getHref(category.slug)} className={classes.categoryLink} onClick={onNavigate}>
            {category.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
