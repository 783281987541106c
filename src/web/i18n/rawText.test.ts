import { describe, expect, it } from 'vitest';
import { rawTextsIn, webSources } from '../../../scripts/raw-text.ts';

describe('words a person reads come from the message catalogue', () => {
  it('no component or toast of the web app writes its words in code', () => {
    // src/web/content is the content pages' own text, one module per language (its tests
    // check every language has each page)
    const found = webSources([
      'src/web/app',
      'src/web/components',
      'src/web/features',
      'src/web/lib',
      'src/web/i18n',
      'src/web/main.tsx',
    ]).flatMap((file) => rawTextsIn(file));
    expect(found.map((r) => `${r.file}:${r.line}  ${r.text}`)).toEqual([]);
  });

  it('finds JSX text, text attributes, text fields and toasts', () => {
    const found = rawTextsIn(
      'sample.tsx',
      [
        `const a = <p>Hello there</p>;`,
        `const b = <button aria-label="Close menu" />;`,
        `const c = <p>{busy ? 'Saving…' : 'Save'}</p>;`,
        `confirm({ title: 'Delete this?' });`,
        `toast.error('It failed');`,
        `notify('info', 'Gone', 'They left');`,
        `const ok = <p className="x-y">{i18n._('a.b')}</p>;`,
        `const brand = <span>Match Up</span>;`,
        `// i18n-ignore: a code sample`,
        `const code = <code>npm start</code>;`,
      ].join('\n'),
    );
    expect(found.map((r) => r.text)).toEqual([
      'Hello there',
      'Close menu',
      'Saving…',
      'Delete this?',
      'It failed',
      'Gone',
      'They left',
    ]);
  });
});
