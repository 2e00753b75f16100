// The import boundaries are lint rules (eslint.config.js,
// scripts/eslint-import-boundaries.js): ESLint's Node API lints code as if it
// sat at a path inside src/, with the project's own configuration.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });
const fixture = readFileSync(new URL('./fixtures/feature-imports-feature.ts', import.meta.url), 'utf8');

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses the fixture: one feature importing another', async () => {
    const messages = await restrictedImports(fixture, 'src/features/blog/components/lint-fixture.ts');
    expect(messages).toEqual([expect.stringContaining('A feature never imports another feature: "blog"')]);
  });

  it('lets the same file import its own feature and shared code', async () => {
    const code =
      "import { getPosts } from '../api/get-posts';\nimport { cn } from '@/lib/cn';\nimport { isEmail } from '@shared/is-email';\nexport const used = [getPosts, cn, isEmail];\n";
    expect(await restrictedImports(code, 'src/features/blog/components/lint-fixture.ts')).toEqual([]);
    expect(await restrictedImports(fixture, 'src/features/locations/components/lint-fixture.ts')).toEqual([]);
  });

  it('refuses a relative import that climbs into another feature, at any depth', async () => {
    const deep = "import { planMessage } from '../../../locations/lib/quote-handoff';\nexport const borrowed = planMessage;\n";
    expect(await restrictedImports(deep, 'src/features/post-editor/editor/sub/lint-fixture.ts')).toEqual([
      expect.stringContaining('leaves the "post-editor" feature'),
    ]);
  });

  it('refuses app/ from a feature and from shared code, and features from shared code', async () => {
    const fromApp = "import { routes } from '@/app/routes';\nexport const used = routes;\n";
    expect(await restrictedImports(fromApp, 'src/features/blog/api/lint-fixture.ts')).toEqual([expect.stringContaining('Only app/ may import app/')]);
    expect(await restrictedImports(fromApp, 'src/lib/lint-fixture.ts')).toEqual([expect.stringContaining('Only app/ may import app/')]);
    expect(await restrictedImports(fixture, 'src/components/ui/lint-fixture.ts')).toEqual([expect.stringContaining('Shared code never imports a feature')]);
    const climbing = "import { routes } from '../../app/routes';\nexport const used = routes;\n";
    expect(await restrictedImports(climbing, 'src/lib/hydration/lint-fixture.ts')).toEqual([
      expect.stringContaining('Shared code never imports app/ or a feature'),
    ]);
  });
});
