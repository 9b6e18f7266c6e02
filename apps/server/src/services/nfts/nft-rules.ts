import type { Executor } from '../../db/client.js';
import { getSetting } from '../settings/get-setting.js';

/** The market-wide auction rules in force (settings nft.*); an item's price step is its own. */
export interface NftRules {
  minRaiseBp: number;
  extendWindowSeconds: number;
  extendBySeconds: number;
}

export async function nftRules(db: Executor): Promise<NftRules> {
  return {
    minRaiseBp: await getSetting(db, 'nft.minRaiseBp'),
    extendWindowSeconds: await getSetting(db, 'nft.extendWindowSeconds'),
    extendBySeconds: await getSetting(db, 'nft.extendBySeconds'),
  };
}
