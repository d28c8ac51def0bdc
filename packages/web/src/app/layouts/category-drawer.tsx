/** The phone menu of categories: a drawer from the right, loaded the first time a reader opens it (public-layout.tsx). */
import '../../components/dialog-styles';
import { Drawer } from '@mantine/core';
import { CategoryLinks } from './category-links';
import classes from './public-layout.module.css';

export function CategoryDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Categories" position="right" size="xs" hiddenFrom="sm">
      <nav aria-label="Categories menu">
        <CategoryLinks listClassName={classes.drawerList} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
