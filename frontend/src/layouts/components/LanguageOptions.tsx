import { MenuItem } from '@blueprintjs/core';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../config';

/** One menu item per locale, the current one selected: the language popover's and the phone menu's. */
export function LanguageOptions({
  current,
  onPick,
}: {
  current: Locale;
  onPick: (code: Locale) => void;
}) {
  return LOCALES.map((code) => (
    <MenuItem
      key={code}
      text={LOCALE_NAMES[code]}
      label={code.toUpperCase()}
      roleStructure="listoption"
      selected={code === current}
      data-testid={`lang-${code}`}
      onClick={() => onPick(code)}
    />
  ));
}
