import { roundToDecimals } from '@meridian/domain';
import { ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PlatformStats } from '../api/platform-stats';
import classes from './MarketingBlocks.module.css';
import { BankIcon, HeartIcon, PercentIcon, RobotIcon, type IconProps } from '@/components/ui/icons';
import { tryParse } from '@/lib/decimal';
import { useFormat, type Formatter } from '@/lib/format';

interface Block {
  key: 'lowFee' | 'smartTrading' | 'loans' | 'nft';
  to: string;
  icon: ComponentType<IconProps>;
  color: string;
}

const BLOCKS: readonly Block[] = [
  { key: 'lowFee', to: '/market', icon: PercentIcon, color: 'meridian' },
  { key: 'smartTrading', to: '/trading', icon: RobotIcon, color: 'indigo' },
  { key: 'loans', to: '/loan', icon: BankIcon, color: 'teal' },
  { key: 'nft', to: '/nfts', icon: HeartIcon, color: 'pink' },
];

/**
 * The fee percent as configured, to at most four places (half away from zero): "0.05", "0.075".
 * Not isolated: the figure sits inside the sentence's own "{{fee}}%". Text that is no plain
 * decimal is shown as it came.
 */
function feeFigure(percent: string, f: Formatter): string {
  const amount = /^\d+(\.\d+)?$/.test(percent) ? tryParse(percent) : undefined;
  if (amount === undefined) return percent;
  return f.number(roundToDecimals(amount, 4, 'half-away'), { isolated: false });
}

/**
 * The fee block's text: the lowest configured fee from the server, and the "under 0.3%" claim
 * only when the server says it is true (PRODUCT §1). Until the figures arrive: no number at all.
 */
function useFeeText(stats: PlatformStats | undefined): string {
  const { t } = useTranslation();
  const f = useFormat();
  if (!stats) return t('home.blocks.lowFee.body');
  const fee = feeFigure(stats.lowestTradingFeePercent, f);
  return stats.feeUnderThreeTenthsPercent
    ? t('home.blocks.lowFee.claim', { fee })
    : t('home.blocks.lowFee.noClaim', { fee });
}

export interface MarketingBlocksProps {
  compact?: boolean;
  /** The live platform figures (the fee block states the lowest fee from them). */
  stats?: PlatformStats;
}

/** The four home-page promises (SPEC §1), each leading to its section. */
export function MarketingBlocks({ compact = false, stats }: MarketingBlocksProps) {
  const { t } = useTranslation();
  const feeText = useFeeText(stats);
  return (
    <section aria-labelledby="home-blocks" className={classes.section}>
      <h2 id="home-blocks" className={classes.sectionTitle}>
        {t('home.blocks.label')}
      </h2>
      <ul className={classes.grid} data-compact={compact || undefined}>
        {BLOCKS.map(({ key, to, icon: Icon, color }) => (
          <li key={key}>
            <Link to={to} className={classes.card} data-testid={`home-block-${key}`}>
              <ThemeIcon size={compact ? 40 : 44} radius="md" variant="light" color={color}>
                <Icon size={compact ? 22 : 24} />
              </ThemeIcon>
              <h3 className={classes.title}>{t(`home.blocks.${key}.title`)}</h3>
              <p className={classes.body} data-testid={`home-block-${key}-body`}>
                {key === 'lowFee' ? feeText : t(`home.blocks.${key}.body`)}
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
