import { Anchor, Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePlatformStats } from '../api/platform-stats';
import { HealthStatus } from '../components/HealthStatus';
import { MarketingBlocks } from '../components/MarketingBlocks';
import { PlatformStats } from '../components/PlatformStats';
import classes from './HomePage.module.css';
import { BellIcon, ChevronEndIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/components/ui/PageFrame';
import { useLayout } from '@/lib/layout';
import { useLoggedIn } from '@/lib/settings-store';

/** The live market list on the desktop home page (SPEC §2), handed in by the app's router. */
function MarketListSlot({ marketList }: { marketList: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-markets"
      className={classes.marketSlot}
      data-testid="market-list-slot"
    >
      <div className={classes.slotHeader}>
        <h2 id="home-markets" className={classes.slotTitle}>
          {t('home.marketList.title')}
        </h2>
        <Anchor component={Link} to="/market" size="sm" fw={600} className={classes.viewAll}>
          {t('home.marketList.viewAll')}
          <ChevronEndIcon size={16} className="meridian-flip-rtl" />
        </Anchor>
      </div>
      {marketList}
    </section>
  );
}

function DesktopHome({ marketList }: { marketList: ReactNode }) {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  const stats = usePlatformStats();
  return (
    <>
      <div className={classes.hero}>
        <div className={classes.heroInner}>
          <div className={classes.heroMain}>
            <h1 className={classes.title}>{t('home.title')}</h1>
            <p className={classes.tagline}>{t('home.tagline')}</p>
            <div className={classes.heroActions}>
              {!loggedIn && (
                <Button component={Link} to="/pass/register" size="md">
                  {t('shell.signUp')}
                </Button>
              )}
              <Button component={Link} to="/market" size="md" variant="default">
                {t('home.marketList.title')}
              </Button>
            </div>
            <HealthStatus />
          </div>
          <div className={classes.heroStats}>
            <PlatformStats stats={stats.data} status={stats.status} />
          </div>
        </div>
      </div>
      <div className={classes.content}>
        <MarketListSlot marketList={marketList} />
        <MarketingBlocks stats={stats.data} />
      </div>
    </>
  );
}

function MobileHome() {
  const { t } = useTranslation();
  const stats = usePlatformStats();
  return (
    <div className={classes.mobile}>
      <div className={classes.mobileHero}>
        <h1 className={classes.mobileTitle}>{t('home.title')}</h1>
        <p className={classes.mobileTagline}>{t('home.tagline')}</p>
        <HealthStatus />
        <PlatformStats stats={stats.data} status={stats.status} compact />
      </div>
      <Link to="/help/notice" className={classes.noticeBar}>
        <BellIcon size={18} />
        <span className={classes.noticeText}>{t('home.noticeBar')}</span>
        <ChevronEndIcon size={16} className="meridian-flip-rtl" />
      </Link>
      <MarketingBlocks compact stats={stats.data} />
    </div>
  );
}

/**
 * Home (SPEC §2). Desktop: the hero with the live platform figures, the market list and the
 * marketing blocks. Mobile: the marketing blocks with the live figures and the notices bar.
 * Both show the platform status.
 */
/** `marketList`: the live list for the desktop slot (the app passes the markets feature's list). */
export function HomePage({ marketList = null }: { marketList?: ReactNode }) {
  const { t } = useTranslation();
  const layout = useLayout();
  useDocumentTitle(t('common.appName'));
  return layout === 'mobile' ? <MobileHome /> : <DesktopHome marketList={marketList} />;
}
