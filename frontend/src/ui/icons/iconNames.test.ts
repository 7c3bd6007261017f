import { describe, expect, it } from 'vitest';
import { IconNames, IconNamesSet, iconNameOf } from './iconNames';

describe("the stand-in for Blueprint's icon name table", () => {
  it('derives a constant’s name from its key, in both of Blueprint’s spellings', () => {
    expect(IconNames.SQUARE).toBe('square');
    expect(IconNames.ADD_APPLICATION).toBe('add-application');
    expect(IconNames.AddApplication).toBe('add-application');
    expect(iconNameOf('WarningSign')).toBe('warning-sign');
    expect(Object.values(IconNames)).toEqual([]);
  });

  it('passes every name on to the app’s loader, and no empty one', () => {
    expect(IconNamesSet.has('pin')).toBe(true);
    expect(IconNamesSet.has('a-name-blueprint-lacks')).toBe(true);
    expect(IconNamesSet.has('')).toBe(false);
  });
});
