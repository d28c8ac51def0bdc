/**
 * The reader's frame (SPEC §2): a header with the site name, a link per category and the dark-mode switch
 * that hides while scrolling down, a footer near the page bottom, and the round Contribute button.
 */
import type { CSSProperties } from 'react';
import { Link, NavLink, Outlet, useMatch } from 'react-router';
import { ActionIcon, Box, Burger, Container, Drawer, Group } from '@mantine/core';
import { useDisclosure, useElementSize } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { useCategories } from '../../features/categories/api/get-categories';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { SiteFooterText } from '../../components/site-footer';
import { paths } from '../../lib/paths';
import { SITE_NAME } from '../../lib/site';
import { usePageScroll } from '../../lib/use-page-scroll';
import classes from './public-layout.module.css';

function CategoryLinks({ listClassName, onNavigate }: { listClassName: string; onNavigate?: () => void }) {
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

export function PublicLayout() {
  const { headerHidden, nearBottom } = usePageScroll({ headerOffset: 120, bottomDistance: 50 });
  const [menuOpened, menu] = useDisclosure(false);
  // On the contribute form itself the round button would only cover the form.
  const onContributePage = useMatch(paths.contribute.path) !== null;
  // The category links wrap onto more rows when a school has many: the page starts below however tall that makes the header.
  const header = useElementSize<HTMLElement>();
  const headerHeight = header.height > 0 ? ({ '--public-header-height': `${Math.ceil(header.height)}px` } as CSSProperties) : undefined;
  return (
    <>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <header ref={header.ref} className={classes.header} data-hidden={headerHidden || undefined}>
        <Container size="lg">
          <Group className={classes.bar} justify="space-between" wrap="nowrap">
            <Link to={paths.home.getHref()} className={classes.brand}>
              {SITE_NAME}
            </Link>
            <Group gap="xs" wrap="nowrap">
              <ColorSchemeToggle />
              <Burger
                hiddenFrom="sm"
                opened={menuOpened}
                onClick={menu.toggle}
                aria-label={menuOpened ? 'Close categories menu' : 'Open categories menu'}
                aria-expanded={menuOpened}
                size="sm"
              />
            </Group>
          </Group>
        </Container>
        <Box component="nav" aria-label="Categories" className={classes.categoryBar} visibleFrom="sm">
          <Container size="lg">
            <CategoryLinks listClassName={classes.categoryList} />
          </Container>
        </Box>
      </header>

      <Drawer opened={menuOpened} onClose={menu.close} title="Categories" position="right" size="xs" hiddenFrom="sm">
        <nav aria-label="Categories menu">
          <CategoryLinks listClassName={classes.drawerList} onNavigate={menu.close} />
        </nav>
      </Drawer>

      <main id="main-content" tabIndex={-1} className={classes.main} style={headerHeight}>
        <Container size="lg">
          <Outlet />
        </Container>
      </main>

      {!onContributePage && (
        <ActionIcon
          component={Link}
          to={paths.contribute.getHref()}
          className={classes.contribute}
          data-raised={nearBottom || undefined}
          size={56}
          radius="xl"
          aria-label="Contribute a post"
          title="Contribute a post"
        >
          <IconPencilPlus size={26} aria-hidden />
        </ActionIcon>
      )}

      <footer className={classes.footer} data-visible={nearBottom || undefined}>
        <SiteFooterText />
      </footer>
    </>
  );
}
