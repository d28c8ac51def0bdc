/**
 * The reader's frame (SPEC §2): a header with the site's logo, name and tagline (its settings), a link per category
 * and the dark-mode switch that hides while scrolling down, a footer near the page bottom with the newsletter's
 * subscribe form (issue 26), and the round Contribute button.
 */
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link, Outlet, useMatch } from 'react-router';
import { ActionIcon, Box, Container, Group } from '@mantine/core';
import { useDisclosure, useElementSize, useHeadroom } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from '../../i18n/use-translation';
import { BurgerButton } from '../../components/burger-button';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';
import { SiteFooterText } from '../../components/site-footer';
import { SubscribeForm } from '../../features/subscriptions/components/subscribe-form';
import { KeptPart } from '../../lib/kept-markup';
import { paths } from '../../lib/paths';
import { useSiteSettings } from '../../api/get-site-settings';
import { useOpenedOnce } from '../../lib/use-opened-once';
import { useNearPageBottom } from '../../lib/use-near-page-bottom';
import { BreakingNewsAlerts } from '../../features/push/components/breaking-news-alerts';
import { CategoryLinks } from './category-links';
import classes from './public-layout.module.css';

const CategoryDrawer = lazy(async () => ({ default: (await import('./category-drawer')).CategoryDrawer }));

export function PublicLayout() {
  const { t } = useTranslation();
  // Shown on the server and on the first client render alike, so a page the server rendered hydrates without a
  // mismatch. Pin and release flip it on the first scroll event of each direction (a key press or one wheel turn
  // is a single event), where useHeadroom's `pinned` would wait for the reveal distance.
  const [headerShown, setHeaderShown] = useState(true);
  useHeadroom({ fixedAt: 120, onPin: () => setHeaderShown(true), onRelease: () => setHeaderShown(false) });
  const nearBottom = useNearPageBottom(50);
  const [menuOpened, menu] = useDisclosure(false);
  // The drawer's code comes on the first open.
  const menuOpenedOnce = useOpenedOnce(menuOpened);
  // On the contribute form itself the round button would only cover the form.
  const onContributePage = useMatch(paths.contribute.path) !== null;
  // The subscription pages have the whole form, or are for someone who subscribed already.
  const onSubscribePage = useMatch(paths.subscribe.path) !== null;
  const onSubscriptionPage = useMatch('/subscriptions/*') !== null || onSubscribePage;
  // The one thing the header shows of where the reader is: the category whose link is marked current.
  const currentCategory = useMatch(paths.category.path)?.pathname ?? '';
  // The category links wrap onto more rows when a school has many: the page starts below however tall that makes the header.
  const { ref: headerRef, height: headerSize } = useElementSize<HTMLElement>();
  // And it ends above the footer, however tall the footer's words and form make it, so the footer covers none of it.
  const { ref: footerRef, height: footerSize } = useElementSize<HTMLElement>();
  const footerHeight = footerSize > 0 ? ({ '--public-footer-height': `${Math.ceil(footerSize)}px` } as CSSProperties) : undefined;
  const mainSpacing = { ...(headerSize > 0 && { '--public-header-height': `${Math.ceil(headerSize)}px` }), ...footerHeight } as CSSProperties;
  const { siteName, tagline, logoUrl } = useSiteSettings();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {t('publicHeader.skipToContent')}
      </a>
      <KeptPart
        as="header"
        part="public-header"
        variant={currentCategory}
        ref={headerRef}
        className={classes.header}
        data-hidden={headerShown ? undefined : true}
      >
        <Container size="lg">
          <Group className={classes.bar} justify="space-between" wrap="nowrap">
            <Link to={paths.home.getHref()} className={classes.brand}>
              {/* The name beside it says what the logo would: no words of its own for screen readers. */}
              {logoUrl && <img src={logoUrl} alt="" height={40} className={classes.logo} />}
              <span className={classes.brandText}>
                <span>{siteName}</span>
                {tagline && <span className={classes.tagline}>{tagline}</span>}
              </span>
            </Link>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <ColorSchemeToggle />
              <BurgerButton
                hiddenFrom="sm"
                opened={menuOpened}
                onClick={menu.toggle}
                aria-label={t(menuOpened ? 'publicHeader.closeCategories' : 'publicHeader.openCategories')}
                aria-expanded={menuOpened}
                size="sm"
              />
            </Group>
          </Group>
        </Container>
        <Box component="nav" aria-label={t('publicHeader.categories')} className={classes.categoryBar} visibleFrom="sm">
          <Container size="lg">
            <CategoryLinks listClassName={classes.categoryList} />
          </Container>
        </Box>
      </KeptPart>

      {menuOpenedOnce && (
        <Suspense fallback={null}>
          <CategoryDrawer opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}

      <main id="main-content" tabIndex={-1} className={classes.main} style={mainSpacing}>
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
          style={footerHeight}
          size={56}
          radius="xl"
          aria-label={t('publicHeader.contribute')}
          title={t('publicHeader.contribute')}
        >
          <IconPencilPlus size={26} aria-hidden />
        </ActionIcon>
      )}

      <KeptPart
        as="footer"
        part="public-footer"
        variant={onSubscriptionPage ? 'without-form' : ''}
        ref={footerRef}
        className={classes.footer}
        data-visible={nearBottom || undefined}
      >
        {!onSubscriptionPage && (
          <div className={classes.footerForm}>
            <SubscribeForm place="footer" />
          </div>
        )}
        <SiteFooterText />
        <Box mt="xs">
          <BreakingNewsAlerts />
        </Box>
      </KeptPart>
    </>
  );
}
