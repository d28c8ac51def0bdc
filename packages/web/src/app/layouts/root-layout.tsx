/** Around every page: a thin progress bar while the next page (or the back-office code) is loading. */
import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation';
import classes from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  return (
    <>
      {navigation.state !== 'idle' && <div className={classes.progress} role="progressbar" aria-label={t('status.loadingPage')} />}
      <Outlet />
    </>
  );
}
