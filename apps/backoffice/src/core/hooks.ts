import { typedHooks } from '@velas/web-core/store/typed-hooks';
import type { AppStore } from './store.ts';

export const { useAppDispatch, useAppSelector } = typedHooks<AppStore>();
