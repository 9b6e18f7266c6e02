import { useTranslation } from 'react-i18next';
import type { PlatformStats as Stats } from '../api/platform-stats';
import { compactParts } from '../lib/compact';
import classes from './PlatformStats.module.css';
import { useFormat } from '@/lib/format';

export interface PlatformStatsProps {
  stats: Stats | undefined;
  status: 'pending' | 'error' | 'success';
  /** `compact`: smaller figures (the phone's hero card). */
  compact?: boolean;
}

/**
 * The home page's live figures (PRODUCT §1): 24h volume in USDT, listed instruments and
 * registered users, counted by the platform and shown with the units M and B (SPEC §9).
 */
export function PlatformStats({ stats, status, compact = false }: PlatformStatsProps) {
  const { t } = useTranslation();
  const f = useFormat();

  function figure(value: string | number): string {
    const parts = compactParts(value);
    // compactParts has cut it to at most two places already: shown exactly as it is. Not
    // isolated: the unit and "USDT" around it come from the same sentence.
    const number = f.number(parts.value, { isolated: false });
    return parts.unit === 'none' ? number : t(`home.stats.${parts.unit}`, { value: number });
  }

  const items = [
    {
      key: 'volume',
      label: t('home.stats.volume'),
      value: stats && t('home.stats.volumeValue', { value: figure(stats.volume24hUsdt) }),
    },
    {
      key: 'instruments',
      label: t('home.stats.instruments'),
      value: stats && figure(stats.listedInstruments),
    },
    { key: 'users', label: t('home.stats.users'), value: stats && figure(stats.registeredUsers) },
  ];

  return (
    <section
      aria-labelledby="home-stats-title"
      className={classes.root}
      data-compact={compact || undefined}
      aria-busy={status === 'pending'}
      data-testid="platform-stats"
    >
      <h2 id="home-stats-title" className={classes.title}>
        {t('home.stats.label')}
      </h2>
      <dl className={classes.grid}>
        {items.map((item) => (
          <div key={item.key} className={classes.item}>
            <dt className={classes.label}>{item.label}</dt>
            <dd className={classes.value} data-testid={`stat-${item.key}`}>
              {item.value ?? '—'}
            </dd>
          </div>
        ))}
      </dl>
      <p className={classes.note} data-state={status}>
        <span className={classes.dot} aria-hidden="true" />
        {status === 'error' ? t('home.stats.unavailable') : t('home.stats.live')}
      </p>
    </section>
  );
}
