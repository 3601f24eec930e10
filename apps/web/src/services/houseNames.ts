// One name per betting house. In a demo, the house whose rounds the Aviator
// here plays is the operator's own, so it carries the operator's brand: the
// player meets one house, not the brand plus a second name for the same
// rounds (docs/product/aviator-analysis.md#houses).
import { BET_HOUSE_LABELS, type BetHouse } from '@velas/domain/constants';
import { useCallback } from 'react';
import { usePublicSettings } from './settingsApi.ts';

export type HouseNamer = (house: BetHouse) => string;

export function useHouseName(): HouseNamer {
  const settings = usePublicSettings();
  const played = settings?.demo?.playedBetHouse;
  const brand = settings?.brand.name;
  return useCallback(
    (house) => (house === played && brand ? brand : BET_HOUSE_LABELS[house]),
    [played, brand],
  );
}

/** True when the house is the one whose Aviator the player plays here. */
export function useIsPlayedHouse(house: BetHouse): boolean {
  return usePublicSettings()?.demo?.playedBetHouse === house;
}
