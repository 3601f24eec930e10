// /admin/compare-houses (docs/product.md#comparing-houses): two betting houses side by side.
import { HouseCompareCard } from '../../../features/house-compare/HouseCompareCard';
import { useSaoPauloToday } from '../../../lib/useNow';

export default function CompareHousesScreen() {
  return <HouseCompareCard date={useSaoPauloToday()} />;
}
