import type { DomainException } from '../core/http/domain-error';
import { assertNoCycle } from './modules.service';

describe('assertNoCycle', () => {
  // 1 ← 2 ← 3 (3's parent is 2, 2's parent is 1); 4 stands alone.
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);
  const refusal = (id: number, parentId: number | null) => {
    try {
      assertNoCycle(id, parentId, parents);
      return null;
    } catch (error) {
      const { code, errors } = error as DomainException;
      return { code, errors };
    }
  };

  it('accepts a root, a sibling branch and a move under an unrelated module', () => {
    expect(refusal(3, null)).toBeNull();
    expect(refusal(3, 1)).toBeNull();
    expect(refusal(1, 4)).toBeNull();
  });

  it('refuses the module itself and its descendants', () => {
    const ownAncestor = {
      code: 'module.own_ancestor',
      errors: { parentId: ['A module cannot be its own ancestor.'] },
    };
    expect(refusal(1, 1)).toEqual(ownAncestor);
    expect(refusal(1, 2)).toEqual(ownAncestor);
    expect(refusal(1, 3)).toEqual(ownAncestor);
  });

  it('refuses a parent that does not exist', () => {
    expect(refusal(1, 99)).toEqual({
      code: 'module.parent_missing',
      errors: { parentId: ['The parent module does not exist.'] },
    });
  });
});
