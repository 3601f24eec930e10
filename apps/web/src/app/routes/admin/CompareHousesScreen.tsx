// /admin/compare-houses (docs/product.md#comparing-houses): two betting houses side by side.
import { useSaoPauloToday } from '../../../lib/useNow';
import { HouseCompareCard } from '../../../features/house-compare/HouseCompareCard';

export default function CompareHousesScreen() {
  return <HouseCompareCard date={useSaoPauloToday()} />;
}
