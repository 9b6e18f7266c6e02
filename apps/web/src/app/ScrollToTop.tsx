import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** SPEC §2: the page scrolls to the top after every navigation. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
