// What a test sees of the address bar: a probe inside the router that keeps
// the current location on a plain object the test holds.
import { useEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/** Where the router is now (the tests' view of the address bar). */
interface RouterView {
  state: { location: Location };
}

function LocationProbe({ onChange }: { onChange: (location: Location) => void }) {
  const location = useLocation();
  useEffect(() => {
    onChange(location);
  }, [location, onChange]);
  return null;
}

/**
 * A view of a router that starts at `path`, and the probe to render inside
 * that router, which keeps the view on the location the router is at.
 */
export function routerAt(path: string) {
  const router: RouterView = {
    state: { location: { pathname: path, search: '', hash: '', state: null, key: 'initial' } },
  };
  const probe = (
    <LocationProbe
      onChange={(location) => {
        router.state.location = location;
      }}
    />
  );
  return { router, probe };
}
