/** The phone menu of categories: a drawer from the right, loaded the first time a reader opens it (public-layout.tsx). */
import '../../components/dialog-styles';
import { Drawer } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import { CategoryLinks } from './category-links';
import classes from './public-layout.module.css';

export function CategoryDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer opened={opened} onClose={onClose} title={t('publicHeader.categories')} position="right" size="xs" hiddenFrom="sm">
      <nav aria-label={t('publicHeader.categoriesMenu')}>
        <CategoryLinks listClassName={classes.drawerList} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
