import type { LibraryItem } from '@batiao/shared/contracts/market-prices';
import type { MarketPriceItemRow } from '../../db/schema/market-prices.ts';

/** A library row as the API shows it: hours and euros, with the basis of each figure. */
export function presentLibraryItem(row: MarketPriceItemRow): LibraryItem {
  return {
    code: row.code,
    metier: row.trade,
    category: row.category,
    description: row.designation,
    unite: row.unit,
    temps_h: row.labourMilliHours / 1000,
    fournitures: row.suppliesCents / 100,
    date: row.priceDate,
    base_temps: row.labourBasis,
    base_fournitures: row.suppliesBasis,
  };
}
