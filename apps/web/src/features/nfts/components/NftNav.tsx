import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './Nfts.module.css';

type Place = 'market' | 'mine' | 'donations';

const PATHS: Record<Place, string> = {
  market: '/nfts',
  mine: '/nfts/mine',
  donations: '/nfts/donations',
};

/** The market's other pages (the one shown is left out). */
export function NftNav({ here }: { here: Place | 'item' }) {
  const { t } = useTranslation();
  const places = (Object.keys(PATHS) as Place[]).filter((place) => place !== here);
  return (
    <nav className={classes.links} aria-label={t('nftMarket.nav.label')}>
      {places.map((place) => (
        <Anchor key={place} component={Link} to={PATHS[place]} data-testid={`nft-nav-${place}`}>
          {t(`nftMarket.nav.${place}`)}
        </Anchor>
      ))}
    </nav>
  );
}
