import { describe, expect, it } from 'vitest';
import * as backend from '../../../../backend/src/core/access/subjects';
import { EDITOR_ACTIONS, SUBJECTS } from './subjects';

describe('permission model', () => {
  it('offers the same subjects and actions as the server', () => {
    expect([...SUBJECTS]).toEqual([...backend.SUBJECTS]);
    expect([...EDITOR_ACTIONS]).toEqual([...backend.EDITOR_ACTIONS]);
  });
});
