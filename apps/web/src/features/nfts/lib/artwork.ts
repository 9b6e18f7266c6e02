import { nftArtworkPath, type NftItem } from '@meridian/contract';

/**
 * The artwork's address: the path our server gives (an SVG it renders). Nothing is loaded from
 * another host: an address that is not a path on this origin is replaced by the item's own path.
 */
export function artworkSrc(item: Pick<NftItem, 'id' | 'artworkUrl'>): string {
  const url = item.artworkUrl;
  return url.startsWith('/') && !url.startsWith('//') ? url : nftArtworkPath(item.id);
}
