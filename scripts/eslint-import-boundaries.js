// Import direction as lint rules: shared code -> features -> app, and a
// feature never imports another feature. ESLint's own no-restricted-imports,
// one block per feature folder (read from src/features when ESLint starts),
// so a new feature is covered without editing the config.
//
// no-restricted-imports matches the import as written, not the file it
// resolves to, so relative imports that climb out of a feature are refused
// too (a file at depth d inside its feature climbs out with d + 1 `../`):
// code outside the feature is imported through `@/`, where the rule can see it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const featuresDir = fileURLToPath(new URL('../src/features', import.meta.url));
const SOURCE = '{ts,tsx}';
/** Deepest folder nesting inside a feature that the relative-import rule covers. */
const MAX_DEPTH = 5;

const APP = { group: ['@/app', '@/app/*'], message: 'Only app/ may import app/: shared code -> features -> app.' };
const ANY_FEATURE = { group: ['@/features', '@/features/*'], message: 'Shared code never imports a feature: move what both need into shared code.' };
// Shared code reached app/ or features/ by climbing.
const CLIMB_OUT = {
  regex: String.raw`^(\.\./)+(app|features)(/|$)`,
  message: 'Shared code never imports app/ or a feature.',
};

function features() {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** The block for files `depth` folders below the feature's own folder. */
function featureBlock(feature, depth) {
  const folders = '*/'.repeat(depth);
  return {
    files: [`src/features/${feature}/${folders}*.${SOURCE}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            APP,
            {
              group: ['@/features/*', `!@/features/${feature}`],
              message: `A feature never imports another feature: "${feature}" may import only its own files and shared code (lib, config, components, content, types).`,
            },
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: `This relative import leaves the "${feature}" feature: import shared code through @/, never another feature.`,
            },
          ],
        },
      ],
    },
  };
}

export function importBoundaries() {
  return [
    ...features().flatMap((feature) => Array.from({ length: MAX_DEPTH + 1 }, (_, depth) => featureBlock(feature, depth))),
    {
      files: ['src/lib', 'src/config', 'src/components', 'src/content', 'src/types', 'src/testing'].map((dir) => `${dir}/**/*.${SOURCE}`),
      rules: { 'no-restricted-imports': ['error', { patterns: [APP, ANY_FEATURE, CLIMB_OUT] }] },
    },
  ];
}
