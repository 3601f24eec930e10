import 'styled-components';
import type { KitTheme } from './tokens';

// What the kit reads from the theme, when this package is checked on its own;
// each app declares its own theme, which extends KitTheme.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends KitTheme {}
}
