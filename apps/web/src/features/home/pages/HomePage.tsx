import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HealthStatus } from '../components/HealthStatus';
import { MarketingBlocks } from '../components/MarketingBlocks';
import classes from './HomePage.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { BellIcon, ChartIcon, ChevronEndIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/components/ui/PageFrame';
import { useLayout } from '@/lib/layout';
import { useLoggedIn } from '@/lib/settings-store';

/** Where the markets feature mounts the live market list (desktop home, SPEC §2). */
function MarketListSlot() {
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
      </div>
      <EmptyState
        headingOrder={3}
        icon={<ChartIcon size={24} />}
        title={t('home.marketList.soon')}
        description={t('home.marketList.soonDetail')}
        minHeight={320}
      />
    </section>
  );
}

function DesktopHome() {
  const { t } = useTranslation();
  const loggedIn = useLoggedIn();
  return (
    <>
      <div className={classes.hero}>
        <div className={classes.heroInner}>
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
      </div>
      <div className={classes.content}>
        <MarketListSlot />
        <MarketingBlocks />
      </div>
    </>
  );
}

function MobileHome() {
  const { t } = useTranslation();
  return (
    <div className={classes.mobile}>
      <div className={classes.mobileHero}>
        <h1 className={classes.mobileTitle}>{t('home.title')}</h1>
        <p className={classes.mobileTagline}>{t('home.tagline')}</p>
        <HealthStatus />
      </div>
      <Link to="/help/notice" className={classes.noticeBar}>
        <BellIcon size={18} />
        <span className={classes.noticeText}>{t('home.noticeBar')}</span>
        <ChevronEndIcon size={16} className="meridian-flip-rtl" />
      </Link>
      <MarketingBlocks compact />
    </div>
  );
}

/**
 * Home (SPEC §2). Desktop: the hero and the market list slot (filled by the markets feature).
 * Mobile: the marketing blocks and the notices bar. Both show the platform status.
 */
export function HomePage() {
  const { t } = useTranslation();
  const layout = useLayout();
  useDocumentTitle(t('common.appName'));
  return layout === 'mobile' ? <MobileHome /> : <DesktopHome />;
}
