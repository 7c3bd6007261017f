import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Menu, MenuDivider, MenuItem, type IconName } from '@blueprintjs/core';
import {
  Omnibar,
  type ItemListRenderer,
  type ItemPredicate,
  type ItemRenderer,
} from '@blueprintjs/select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { searchableRoutes } from '../../app/routeMatch';
import { MIN_QUERY, RECORD_KINDS, useRecordSearch, type RecordKind } from '../../modules/search';
import { useAccessContext } from '../hooks/useAccessContext';

type Group = 'page' | RecordKind;
const GROUPS: readonly Group[] = ['page', ...RECORD_KINDS];

interface SearchItem {
  group: Group;
  key: string;
  path: string;
  label: string;
  detail: string;
  icon: IconName;
}

/** Pages match here, by their name or path; records were matched by the server. */
const matches: ItemPredicate<SearchItem> = (query, item) => {
  if (item.group !== 'page') return true;
  const needle = query.trim().toLowerCase();
  return !needle || item.label.toLowerCase().includes(needle) || item.path.includes(needle);
};

/**
 * Ctrl/Cmd+K: jump to any page the user may open, or to an article, website, user or account
 * found by the same searches (and permissions) as their lists.
 */
export default function SearchOmnibar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const ctx = useAccessContext();
  const [query, setQuery] = useState('');
  const records = useRecordSearch(query);
  const pages = useMemo<SearchItem[]>(
    () =>
      searchableRoutes(ctx).map((route) => ({
        group: 'page',
        key: route.path,
        path: route.path,
        label: t(route.titleKey),
        detail: route.path,
        icon: route.nav?.icon ?? route.shortcut ?? 'document',
      })),
    [ctx, t],
  );
  const items = useMemo<SearchItem[]>(
    () => [
      ...pages,
      ...records.hits.map((hit) => ({
        group: hit.kind,
        key: `${hit.kind}-${hit.id}`,
        path: hit.path,
        label: hit.label,
        detail: hit.detail,
        icon: hit.icon,
      })),
    ],
    [pages, records.hits],
  );

  const renderItem: ItemRenderer<SearchItem> = (item, { handleClick, handleFocus, modifiers }) =>
    modifiers.matchesPredicate ? (
      <MenuItem
        key={item.key}
        icon={item.icon}
        text={item.label}
        label={item.detail}
        active={modifiers.active}
        roleStructure="listoption"
        onClick={handleClick}
        onFocus={handleFocus}
        data-testid={item.group === 'page' ? `search-item-${item.path}` : `search-${item.key}`}
      />
    ) : null;

  const renderList: ItemListRenderer<SearchItem> = ({
    filteredItems,
    renderItem,
    itemsParentRef,
  }) => {
    const groups = GROUPS.map((group) => ({
      group,
      found: filteredItems.filter((item) => item.group === group),
    })).filter(({ found }) => found.length > 0);
    return (
      <Menu ulRef={itemsParentRef} role="listbox" data-testid="search-results">
        {groups.map(({ group, found }) => [
          <MenuDivider key={`title-${group}`} title={t(`search.groups.${group}`)} />,
          ...found.map((item, index) => renderItem(item, index)),
        ])}
        {records.searching && (
          <MenuItem disabled text={t('search.searching')} roleStructure="listoption" />
        )}
        {query.trim().length < MIN_QUERY ? (
          <MenuItem disabled text={t('search.typeMore')} roleStructure="listoption" />
        ) : (
          groups.length === 0 &&
          !records.searching && (
            <MenuItem disabled text={t('navbar.searchNoResults')} roleStructure="listoption" />
          )
        )}
      </Menu>
    );
  };

  return (
    <Omnibar<SearchItem>
      isOpen
      items={items}
      query={query}
      onQueryChange={setQuery}
      itemPredicate={matches}
      itemRenderer={renderItem}
      itemListRenderer={renderList}
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
