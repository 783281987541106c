import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layout rule of docs/architecture.md, as the lint run enforces it.
describe('import boundaries', () => {
  const eslint = new ESLint();
  const lint = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports')
      .map((m) => m.message);
  };

  it.each([
    ['src/shared/x.ts', "import { createServer } from '../server/app.ts';\nvoid createServer;\n"],
    ['src/shared/x.ts', "import { App } from '../web/app/App.tsx';\nvoid App;\n"],
    ['src/web/x.ts', "import { createServer } from '../server/app.ts';\nvoid createServer;\n"],
  ])('%s may not import across the boundary', async (file, code) => {
    expect((await lint(file, code))[0]).toMatch(/must not import from src\/(server|web)/);
  });

  it('web and server may import shared', async () => {
    const code = "import { LIMITS } from '../shared/constants.ts';\nvoid LIMITS;\n";
    expect(await lint('src/web/x.ts', code)).toEqual([]);
    expect(await lint('src/server/x.ts', code)).toEqual([]);
  });
});
