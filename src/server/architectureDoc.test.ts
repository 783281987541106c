import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PATH, renderArchitecture, serverFeatures } from '../../scripts/architecture-doc.ts';

describe('docs/architecture.md', () => {
  it('is what the script makes of the feature list and the call machine today', async () => {
    const committed = readFileSync(DOC_PATH, 'utf8');
    expect(
      committed === (await renderArchitecture(committed)),
      'docs/architecture.md is stale: run `npm run docs:architecture` and commit it',
    ).toBe(true);
  });

  it('reads every feature of app.ts by its name, and the call machine in every state', async () => {
    const names = serverFeatures().map((f) => f.name);
    expect(names[0]).toBe('socket rate limits');
    expect(names.at(-1)).toBe('web app');
    for (const name of [
      'matchmaking',
      'call media',
      'contacts',
      "people's data",
      'moderation console',
    ])
      expect(names).toContain(name);
    const doc = await renderArchitecture();
    // prettier pads the table's cells
    for (const state of ['idle', 'calling', 'reconnecting'])
      expect(doc).toMatch(new RegExp(`\\| \`${state}\` +\\|`));
  });
});
