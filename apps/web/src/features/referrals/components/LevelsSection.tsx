import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLevels } from '../api/queries';
import type { Level, LevelList, MyLevel } from '../api/referrals-api';
import { bpToPercent, percentPlaces, progressPercent } from '../lib/figures';
import classes from './Referrals.module.css';
import { ErrorState } from '@/components/ui/ErrorState';
import { Loading } from '@/components/ui/Loading';
import { ResponsiveTable } from '@/components/ui/ResponsiveTable';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { errorMessage } from '@/lib/api-client';
import { useFormat } from '@/lib/format';
import { useLoggedIn } from '@/lib/settings-store';

/** Basis points as a percent with the places it needs (at least `min`): 2000 → "20%". */
function usePercent() {
  const format = useFormat();
  return (bp: string | number, min = 0) => {
    const percent = bpToPercent(bp);
    return format.percent(percent, { decimals: percentPlaces(percent, min) });
  };
}

/** The user's level, their 30-day volume and what is left to trade to reach the next level. */
function MyProgress({ mine, list }: { mine: MyLevel; list: LevelList }) {
  const { t } = useTranslation();
  const format = useFormat();
  const days = list.volumeWindowDays;
  const { percent, next } = progressPercent(mine, list.levels);
  const name = (level: number) => t('referrals.levels.name', { level });
  return (
    <div className={classes.progress} data-testid="invite-progress">
      <div className={classes.progressHead}>
        <span>
          {t('referrals.levels.current')}:{' '}
          <span className={classes.levelName} data-testid="invite-my-level">
            {name(mine.level)}
          </span>
        </span>
        <span className={classes.muted}>
          {t('referrals.levels.volumeNow', { days })}:{' '}
          <span data-testid="invite-my-volume">{format.exactMoney(mine.volume30d, 'USDT')}</span>
        </span>
      </div>
      {next && (
        <Progress
          value={percent}
          size="lg"
          radius="xl"
          aria-label={t('referrals.levels.progress', { level: name(next.level) })}
          data-testid="invite-progress-bar"
        />
      )}
      <p className={classes.muted} data-testid="invite-progress-text">
        {next
          ? t('referrals.levels.toNext', {
              amount: format.exactMoney(mine.remaining, 'USDT'),
              days,
              level: name(next.level),
            })
          : t('referrals.levels.top')}
      </p>
    </div>
  );
}

/**
 * The VIP levels (public): each level's volume threshold, fee discount and referral share, and the
 * fees it pays; the user's own level is highlighted, with their progress to the next one.
 */
export function LevelsSection() {
  const { t } = useTranslation();
  const format = useFormat();
  const percent = usePercent();
  const loggedIn = useLoggedIn();
  const query = useLevels();
  const name = (level: number) => t('referrals.levels.name', { level });

  return (
    <section className={classes.card} aria-labelledby="invite-levels-title">
      <h2 id="invite-levels-title" className={classes.title}>
        {t('referrals.levels.title')}
      </h2>
      {query.isPending ? (
        <Loading label={t('referrals.levels.loading')} minHeight={160} />
      ) : query.isError ? (
        <ErrorState
          headingOrder={3}
          title={t('referrals.levels.failed')}
          description={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className={classes.muted}>
            {t('referrals.levels.description', { days: query.data.volumeWindowDays })}
          </p>
          {query.data.mine ? (
            <MyProgress mine={query.data.mine} list={query.data} />
          ) : (
            !loggedIn && (
              <p className={classes.info} data-testid="invite-levels-guest">
                {t('referrals.levels.guest')}
              </p>
            )
          )}
          <ResponsiveTable<Level>
            label={t('referrals.levels.tableLabel')}
            testId="invite-levels"
            rows={query.data.levels}
            rowKey={(level) => String(level.level)}
            rowTestId={(level) => `invite-level-${level.level}`}
            rowCurrent={(level) => level.level === query.data.mine?.level}
            columns={[
              {
                key: 'level',
                header: t('referrals.levels.level'),
                text: true,
                rowHeader: true,
                cell: (level) => (
                  <span className={classes.levelCell}>
                    {name(level.level)}
                    {level.level === query.data.mine?.level && (
                      <StatusBadge tone="info" testId="invite-level-yours">
                        {t('referrals.levels.yours')}
                      </StatusBadge>
                    )}
                  </span>
                ),
              },
              {
                key: 'volume',
                header: t('referrals.levels.volume', { days: query.data.volumeWindowDays }),
                cell: (level) => format.number(level.minVolume),
              },
              {
                key: 'discount',
                header: t('referrals.levels.discount'),
                cell: (level) => percent(level.feeDiscountBp),
              },
              {
                key: 'share',
                header: t('referrals.levels.share'),
                cell: (level) => percent(level.referralShareBp),
              },
              {
                key: 'spotMaker',
                header: t('referrals.levels.spotMaker'),
                cell: (level) => percent(level.spotMakerFeeBp, 2),
              },
              {
                key: 'spotTaker',
                header: t('referrals.levels.spotTaker'),
                cell: (level) => percent(level.spotTakerFeeBp, 2),
              },
              {
                key: 'margin',
                header: t('referrals.levels.margin'),
                cell: (level) => percent(level.marginCommissionBp, 2),
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
