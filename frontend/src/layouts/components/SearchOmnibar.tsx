import '@blueprintjs/select/lib/css/blueprint-select.css';
import { MenuItem, type IconName } from '@blueprintjs/core';
import { Omnibar, type ItemPredicate, type ItemRenderer } from '@blueprintjs/select';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { searchableRoutes } from '../../app/routeMatch';
import { useAccessContext } from '../hooks/useAccessContext';

interface SearchItem {
  path: string;
  label: string;
  icon: IconName;
}

const matches: ItemPredicate<SearchItem> = (query, item) => {
  const needle = query.trim().toLowerCase();
  return !needle || item.label.toLowerCase().includes(needle) || item.path.includes(needle);
};

/** Ctrl/Cmd+K: jump to any page the user may open. */
export default function SearchOmnibar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ctx = useAccessContext();
  const items = useMemo<SearchItem[]>(
    () =>
      searchableRoutes(ctx).map((route) => ({
        path: route.path,
        label: t(route.titleKey),
        icon: route.nav?.icon ?? route.shortcut ?? 'document',
      })),
    [ctx, t],
  );

  const renderItem: ItemRenderer<SearchItem> = (item, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item.path}
        icon={item.icon}
        text={item.label}
        label={item.path}
        active={modifiers.active}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
        data-testid={`search-item-${item.path}`}
      />
    ) : null;

  return (
    <Omnibar<SearchItem>
      isOpen
      items={items}
      itemPredicate={matches}
      itemRenderer={renderItem}
      noResults={
        <MenuItem disabled text={t('navbar.searchNoResults')} roleStructure="listoption" />
      }
      inputProps={{ placeholder: t('navbar.searchPlaceholder'), 'aria-label': t('navbar.search') }}
      onItemSelect={(item) => {
        onClose();
        navigate(item.path);
      }}
      onClose={onClose}
      resetOnSelect
    />
  );
}
