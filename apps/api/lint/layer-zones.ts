// The import-x/no-restricted-paths zones of src/, written from the layers of
// architecture.ts (docs/architecture.md#api-layers), each proved by
// src/eslint-zones.test.ts. A folder of src/ on no layer stops the lint.
import { readdirSync } from 'node:fs';
import { API_LAYERS } from '../architecture.ts';

interface Zone {
  target: string | string[];
  from: string | string[];
  except?: string[];
  message: string;
}

const layer = (name: string) => {
  const found = API_LAYERS.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`apps/api/architecture.ts: no layer ${name}`);
  return found;
};
const namesOf = (name: string) => {
  const found = layer(name);
  return 'tiers' in found
    ? found.tiers.flatMap((tier) => Object.keys(tier.modules))
    : Object.keys(found.modules);
};
const COMPOSITION = namesOf('composition');
const SHARED = namesOf('shared modules');
const INFRASTRUCTURE = namesOf('infrastructure');
const BASE = namesOf('base');
const TEST_SUPPORT = namesOf('test support');
const features = layer('features');
/** The feature tiers from the bottom up. */
const TIERS = 'tiers' in features ? [...features.tiers].reverse() : [];

const modules = readdirSync(new URL('../src', import.meta.url), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() || (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')),
  )
  .map((entry) => entry.name)
  .filter((name) => !COMPOSITION.includes(name) && !TEST_SUPPORT.includes(name));
const placed = new Set(API_LAYERS.flatMap((placedOn) => namesOf(placedOn.name)));
const unplaced = modules.filter((name) => !placed.has(name));
if (unplaced.length > 0)
  throw new Error(
    `apps/api/architecture.ts: place src/${unplaced.join(', src/')} on a layer of API_LAYERS, with what it holds`,
  );

const inSrc = (names: string[]) => names.map((name) => `./src/${name}`);
const except = (names: string[]) => names.map((name) => `./${name}`);

/** One zone per feature: no feature of its own tier (but itself) or of a tier above. */
const featureZones: Zone[] = TIERS.flatMap((tier, level) => {
  const notBelow = TIERS.slice(level).flatMap((higher) => Object.keys(higher.modules));
  return Object.keys(tier.modules)
    .map((name) => ({ name, from: notBelow.filter((other) => other !== name) }))
    .filter(({ from }) => from.length > 0)
    .map(({ name, from }) => ({
      target: `./src/${name}`,
      from: inSrc(from),
      message: `The features run one way: src/${name} is on tier ${level + 1} (${tier.name}) and imports the features of lower tiers only. What two features of a tier share moves down a tier; what composes them moves up one (docs/architecture.md#api-layers).`,
    }));
});

export const layerZones: Zone[] = [
  {
    target: inSrc(modules),
    from: inSrc(COMPOSITION),
    message:
      'Nothing imports the composition (app.ts, app-parts.ts, server.ts, serve.ts, test-server/, ops/, commands/): it only assembles the modules. Move what is shared into a module.',
  },
  {
    target: inSrc(modules.filter((name) => name !== 'sandbox')),
    from: './src/sandbox',
    message:
      'Only the composition (app.ts, app-parts.ts, ops/, commands/) and tests import sandbox/: a production module defines the interface it needs and is handed the sandbox double (docs/architecture.md#api-layers).',
  },
  {
    target: inSrc(modules.filter((name) => name !== 'backoffice')),
    from: './src/backoffice',
    message:
      'Only the ops listener imports backoffice/: the back office stands on the modules, never under them.',
  },
  ...featureZones,
  {
    target: inSrc(SHARED),
    from: './src',
    except: except([...SHARED, ...INFRASTRUCTURE, ...BASE]),
    message: `The shared modules (${SHARED.join(', ')}) import no feature: what a feature and a shared module both need belongs in the shared module.`,
  },
  ...INFRASTRUCTURE.map((folder) => ({
    target: `./src/${folder}`,
    from: './src',
    except: except([folder, ...BASE]),
    message: `src/${folder} is infrastructure: it imports nothing of src but the base, ${BASE.join(', ')} (db/ and http/ know nothing of each other).`,
  })),
  {
    target: inSrc(BASE),
    from: './src',
    except: except(BASE),
    message: `${BASE.join(', ')} are the base: they import nothing of src.`,
  },
];
