// /admin/compare-houses (issue 17 §7): two betting houses side by side.
import { useSaoPauloToday } from '../../../lib/useNow';
import { HouseCompareCard } from '../../../features/house-compare/HouseCompareCard';

export default function CompareHousesScreen() {
  return <HouseCompareCard date={useSaoPauloToday()} />;
}
