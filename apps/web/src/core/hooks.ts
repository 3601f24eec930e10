// The react-redux hooks typed by this app's store (packages/web-core/src/store/typed-hooks.ts).
import { typedHooks } from '@velas/web-core/store/typed-hooks';
import type { AppStore } from './store.ts';

export const { useAppDispatch, useAppSelector } = typedHooks<AppStore>();
