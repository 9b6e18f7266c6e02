import { Anchor, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CONTENT_TYPE, isNotFound, useContent, useContentList } from '@/lib/content';
import { Article, formatDate } from '@/components/ui/Article';
import classes from './NoticePage.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { BellIcon, ChevronEndIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { PageFrame } from '@/components/ui/PageFrame';
import { errorMessage } from '@/lib/api-client';
import { useLanguage } from '@/lib/settings-store';

/** One notice (`?id=`), with the way back to the list. */
function NoticeDetail({ id }: { id: string }) {
  const { t } = useTranslation();
  const notice = useContent(id);
  return (
    <>
      <Anchor component={Link} to="/help/notice" className={classes.back} fw={600} size="sm">
        <span style={{ display: 'inline-flex', transform: 'scaleX(-1)' }}>
          <ChevronEndIcon size={16} className="meridian-flip-rtl" />
        </span>
        {t('help.notice.back')}
      </Anchor>
      {notice.data ? (
        <Article page={notice.data} heading={notice.data.title} />
      ) : notice.isError && isNotFound(notice.error) ? (
        <EmptyState title={t('help.notice.notFound')}>
          <Button component={Link} to="/help/notice" variant="default">
            {t('help.notice.back')}
          </Button>
        </EmptyState>
      ) : notice.isError ? (
        <ErrorState
          title={t('help.notice.loadFailed')}
          description={errorMessage(notice.error)}
          onRetry={() => void notice.refetch()}
        />
      ) : (
        <Loading />
      )}
    </>
  );
}

/** /help/notice (SPEC §2): platform announcements (content type 4), newest first, and each one. */
export function NoticePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params] = useSearchParams();
  const id = params.get('id');
  const list = useContentList(CONTENT_TYPE.notice);

  return (
    <PageFrame title={t('help.notice.title')} description={t('help.notice.description')}>
      {id ? (
        <NoticeDetail id={id} />
      ) : list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <ErrorState
          title={t('help.notice.loadFailed')}
          description={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState icon={<BellIcon size={24} />} title={t('help.notice.empty')} />
      ) : (
        <ul className={classes.list}>
          {[...list.data]
            .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
            .map((item) => (
              <li key={item.id}>
                <Link to={`/help/notice?id=${item.id}`} className={classes.row}>
                  <span className={classes.icon}>
                    <BellIcon size={18} />
                  </span>
                  <span className={classes.text}>
                    <span className={classes.title}>{item.title}</span>
                    <time className={classes.date} dateTime={item.publishedAt}>
                      {formatDate(item.publishedAt, language)}
                    </time>
                  </span>
                  <ChevronEndIcon size={16} className={`${classes.chevron} meridian-flip-rtl`} />
                </Link>
              </li>
            ))}
        </ul>
      )}
    </PageFrame>
  );
}
