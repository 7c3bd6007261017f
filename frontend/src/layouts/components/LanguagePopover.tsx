import { Menu } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../config';
import { LanguageOptions } from './LanguageOptions';
import { MenuPopover } from '../../ui/MenuPopover';

interface LanguagePopoverProps {
  current: Locale;
  onPick: (code: Locale) => void;
  defaultOpen: boolean;
  children: ReactElement;
}

/** The language menu itself: loaded on first intent, so popover code stays off the first route. */
export default function LanguagePopover({
  current,
  onPick,
  defaultOpen,
  children,
}: LanguagePopoverProps) {
  const { t } = useTranslation();
  return (
    <MenuPopover
      placement="bottom-end"
      defaultIsOpen={defaultOpen}
      content={
        <Menu aria-label={t('navbar.language')} data-testid="lang-menu">
          <LanguageOptions current={current} onPick={onPick} />
        </Menu>
      }
    >
      {children}
    </MenuPopover>
  );
}
