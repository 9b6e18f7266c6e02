import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/EmptyState';
import { HeartIcon } from '@/components/ui/icons';
import { PageFrame } from '@/components/ui/PageFrame';

/** /nfts: the charity NFT market (SPEC §2). A page frame: the nfts feature fills it. */
export function NftMarketPage() {
  const { t } = useTranslation();
  return (
    <PageFrame
      width="wide"
      title={t('nfts.market.title')}
      description={t('nfts.market.description')}
    >
      <EmptyState
        icon={<HeartIcon size={24} />}
        title={t('nfts.market.soon')}
        description={t('nfts.market.soonDetail')}
      />
    </PageFrame>
  );
}
