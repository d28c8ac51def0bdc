/** Around every page: a thin progress bar while the next page (or the back-office code) is loading. */
import { Outlet, useNavigation } from 'react-router';
import classes from './root-layout.module.css';

export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' && <div className={classes.progress} role="progressbar" aria-label="Loading page" />}
      <Outlet />
    </>
  );
}
