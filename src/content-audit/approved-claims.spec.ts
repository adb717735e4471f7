import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPROVED_CLAIMS } from './approved-claims.js';
import { figuresIn } from './figures.js';

/** The bullets of docs/product.md's "23.1 Approved marketing claims", read back into claims and figures. */
function documentedClaims(): { claim: string; figures: string[] }[] {
  const doc = readFileSync(join(__dirname, '../../docs/product.md'), 'utf8');
  const start = doc.indexOf('\n### 23.1 Approved marketing claims\n');
  expect(start).toBeGreaterThan(-1);
  const rest = doc.slice(start + 1);
  const end = rest.slice(1).search(/\n#{2,3} /);
  const section = end === -1 ? rest : rest.slice(0, end + 1);
  return section
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => {
      const [claim, figures] = line.slice(2).split(' — ');
      return { claim: claim!, figures: figures ? figures.split(', ').map((figure) => figure.replace(/^`|`$/g, '')) : [] };
    });
}

describe('APPROVED_CLAIMS', () => {
  it('is the list docs/product.md#231-approved-marketing-claims shows, entry for entry', () => {
    expect(documentedClaims()).toEqual(APPROVED_CLAIMS.map(({ claim, figures }) => ({ claim, figures: [...figures] })));
  });

  it('writes every figure as exactly one figure the audit recognises', () => {
    const unreadable = APPROVED_CLAIMS.flatMap(({ figures }) => figures).filter((figure) => figuresIn(figure).join('|') !== figure);
    expect(unreadable).toEqual([]);
  });

  it('has each claim once', () => {
    const claims = APPROVED_CLAIMS.map(({ claim }) => claim);
    expect(new Set(claims).size).toBe(claims.length);
  });
});
