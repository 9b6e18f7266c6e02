import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_TYPE, useContent, useContentList } from '@/lib/content';
import { Article } from '@/components/ui/Article';
import classes from './IntroductionPage.module.css';
import { ErrorState } from '@/components/ui/ErrorState';
import { BankIcon, ChartIcon, HeartIcon, RobotIcon, type IconProps } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';

const AREAS: readonly {
  key: 'markets' | 'trading' | 'loans' | 'nfts';
  to: string;
  icon: ComponentType<IconProps>;
}[] = [
  { key: 'markets', to: '/market', icon: ChartIcon },
  { key: 'trading', to: '/trading', icon: RobotIcon },
  { key: 'loans', to: '/loan', icon: BankIcon },
  { key: 'nfts', to: '/nfts', icon: HeartIcon },
];

/**
 * /introduction (SPEC §2): the first introduction page from the content list (type 6), in the
 * interface language, and a map of what the platform offers.
 */
export function IntroductionPage() {
  const { t } = useTranslation();
  const list = useContentList(CONTENT_TYPE.introduction);
  const first = list.data?.[0];
  const page = useContent(first?.id);

  return (
    <PageFrame
      title={t('content.introduction.title')}
      description={t('content.introduction.description')}
    >
      <div className={classes.stack}>
        {list.isPending || (first && page.isPending) ? (
          <Loading minHeight={160} />
        ) : list.isError || page.isError ? (
          <ErrorState
            title={t('content.introduction.loadFailed')}
            description={errorMessage(list.error ?? page.error)}
            onRetry={() => void (list.isError ? list.refetch() : page.refetch())}
          />
        ) : page.data ? (
          <Article page={page.data} heading={page.data.title} />
        ) : null}

        <section aria-labelledby="introduction-explore">
          <h2 id="introduction-explore" className={classes.sectionTitle}>
            {t('content.introduction.explore')}
          </h2>
          <ul className={classes.grid}>
            {AREAS.map(({ key, to, icon: Icon }) => (
              <li key={key}>
                <Link to={to} className={classes.card}>
                  <span className={classes.icon}>
                    <Icon size={22} />
                  </span>
                  <span>
                    <span className={classes.cardTitle}>
                      {t(`content.introduction.areas.${key}.title`)}
                    </span>
                    <span className={classes.cardText}>
                      {t(`content.introduction.areas.${key}.text`)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageFrame>
  );
}
