import { Anchor, Skeleton } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTENT_TYPE, useContentList } from '@/lib/content';
import { formatDate } from '@/components/ui/Article';
import classes from './HelpPage.module.css';
import {
  BellIcon,
  ChevronEndIcon,
  HeadsetIcon,
  HomeIcon,
  QuestionIcon,
  type IconProps,
} from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';
import { useLanguage } from '@/lib/settings-store';

const TILES: readonly {
  key: 'faq' | 'notice' | 'service' | 'introduction';
  to: string;
  icon: ComponentType<IconProps>;
}[] = [
  { key: 'faq', to: '/help/faq', icon: QuestionIcon },
  { key: 'notice', to: '/help/notice', icon: BellIcon },
  { key: 'service', to: '/profile/kefu', icon: HeadsetIcon },
  { key: 'introduction', to: '/introduction', icon: HomeIcon },
];

function PanelSkeleton() {
  return (
    <div aria-hidden="true">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={16} my={16} width={`${80 - row * 12}%`} />
      ))}
    </div>
  );
}

/** /help: the help centre (SPEC §2): FAQ, notices, customer service, and the latest of each. */
export function HelpPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const faq = useContentList(CONTENT_TYPE.faq);
  const notices = useContentList(CONTENT_TYPE.notice);

  return (
    <PageFrame title={t('help.centre.title')} description={t('help.centre.description')}>
      <ul className={classes.tiles} aria-label={t('help.centre.topics')}>
        {TILES.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Link to={to} className={classes.tile}>
              <span className={classes.tileIcon}>
                <Icon size={22} />
              </span>
              <span className={classes.tileTitle}>{t(`help.centre.tiles.${key}.title`)}</span>
              <span className={classes.tileText}>{t(`help.centre.tiles.${key}.text`)}</span>
            </Link>
          </li>
        ))}
      </ul>

      <div className={classes.columns}>
        <section className={classes.panel} aria-labelledby="help-popular">
          <div className={classes.panelHeader}>
            <h2 id="help-popular" className={classes.panelTitle}>
              {t('help.centre.popular')}
            </h2>
            <Anchor component={Link} to="/help/faq" size="sm" fw={600}>
              {t('help.centre.allQuestions')}
            </Anchor>
          </div>
          {faq.isPending ? (
            <PanelSkeleton />
          ) : (
            <ul className={classes.links}>
              {(faq.data ?? []).slice(0, 5).map((item) => (
                <li key={item.id}>
                  <Link to={`/help/faq?id=${item.id}`} className={classes.link}>
                    <span>{item.title}</span>
                    <ChevronEndIcon size={16} className="meridian-flip-rtl" />
                  </Link>
                </li>
              ))}
              {faq.data?.length === 0 && <li className={classes.muted}>{t('help.faq.empty')}</li>}
              {faq.isError && <li className={classes.muted}>{t('help.centre.unavailable')}</li>}
            </ul>
          )}
        </section>
        <section className={classes.panel} aria-labelledby="help-notices">
          <div className={classes.panelHeader}>
            <h2 id="help-notices" className={classes.panelTitle}>
              {t('help.centre.latestNotices')}
            </h2>
            <Anchor component={Link} to="/help/notice" size="sm" fw={600}>
              {t('help.centre.allNotices')}
            </Anchor>
          </div>
          {notices.isPending ? (
            <PanelSkeleton />
          ) : (
            <ul className={classes.links}>
              {(notices.data ?? []).slice(0, 5).map((item) => (
                <li key={item.id}>
                  <Link to={`/help/notice?id=${item.id}`} className={classes.link}>
                    <span>{item.title}</span>
                    <time className={classes.muted} dateTime={item.publishedAt}>
                      {formatDate(item.publishedAt, language)}
                    </time>
                  </Link>
                </li>
              ))}
              {notices.data?.length === 0 && (
                <li className={classes.muted}>{t('help.notice.empty')}</li>
              )}
              {notices.isError && <li className={classes.muted}>{t('help.centre.unavailable')}</li>}
            </ul>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
