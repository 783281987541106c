import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOC_PATH, renderProtocol } from '../../../scripts/protocol-doc.ts';

describe('docs/protocol.md', () => {
  it('is what the script makes from the schemas and tables today', () => {
    const committed = readFileSync(DOC_PATH, 'utf8');
    expect(
      committed === renderProtocol(),
      'docs/protocol.md is stale: run `npm run docs:protocol` and commit it',
    ).toBe(true);
  });

  it('names every client event, server event, REST route and code', () => {
    const doc = renderProtocol();
    for (const name of ['findPartner', 'laughChallengeRejected', '/api/me', 'not_in_chat', 'busy'])
      expect(doc).toContain(`\`${name}\``);
  });
});
