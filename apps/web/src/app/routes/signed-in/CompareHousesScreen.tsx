// /admin/compare-houses (docs/product/comparing-houses.md#comparing-houses): two betting houses side by side.
import { HouseCompareCard } from '#/features/house-compare/HouseCompareCard.tsx';
import { useSaoPauloToday } from '#/lib/useNow.ts';

export default function CompareHousesScreen() {
  return <HouseCompareCard date={useSaoPauloToday()} />;
}
