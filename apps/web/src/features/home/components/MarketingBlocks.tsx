import { ThemeIcon } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './MarketingBlocks.module.css';
import { BankIcon, HeartIcon, PercentIcon, RobotIcon, type IconProps } from '@/components/ui/icons';

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

/** The four home-page promises (SPEC §1), each leading to its section. */
export function MarketingBlocks({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
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
              <p className={classes.body}>{t(`home.blocks.${key}.body`)}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
