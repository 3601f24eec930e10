import { reactAppConfig } from '@velas/eslint-config/react';

// Every screen reads its texts from packages/domain/src/backoffice/texts.ts:
// velas/no-inline-text holds it with no file exempt (docs/architecture.md#texts).

// The folder rule of src/ (docs/architecture.md#appsbackoffice), the web
// app's layers without its services/: app/ composes (App, the route table,
// the signed-in gate: the only folder that imports features); layouts;
// features; components; ui; core (store, the
// one api, hooks, session, theme); lib. Nothing imports app/ but main.tsx and
// the test helpers; a feature never imports another feature nor a layout;
// the lower folders never import the ones above them. Money is Cents.
// src/eslint-zones.test.ts and src/eslint-money.test.ts prove it.
export default reactAppConfig(import.meta.dirname, {
  layers: [['layouts'], ['features'], ['components'], ['ui'], ['core'], ['lib']],
});
