import '@blueprintjs/select/lib/css/blueprint-select.css';
import { Button, MenuItem } from '@blueprintjs/core';
import { Suggest } from '@blueprintjs/select';

interface EntitySuggestProps<T> {
  id: string;
  items: readonly T[];
  selected: T | null;
  keyOf: (item: T) => number | string;
  labelOf: (item: T) => string;
  /** A second, muted line of the menu item (e.g. an email). */
  detailOf?: (item: T) => string | undefined;
  onSelect: (item: T | null) => void;
  placeholder: string;
  noResults: string;
  /** Set when the server filters: the typed text is handed over instead of filtering here. */
  onQuery?: (query: string) => void;
  itemDisabled?: (item: T) => boolean;
  clearLabel?: string;
  intent?: 'none' | 'danger';
  disabled?: boolean;
  testId: string;
}

const MAX_SHOWN = 50;

/** A type-ahead over a list of records (countries, accounts, roles, users). */
export function EntitySuggest<T>({
  id,
  items,
  selected,
  keyOf,
  labelOf,
  detailOf,
  onSelect,
  placeholder,
  noResults,
  onQuery,
  itemDisabled,
  clearLabel,
  intent = 'none',
  disabled,
  testId,
}: EntitySuggestProps<T>) {
  return (
    <Suggest<T>
      fill
      disabled={disabled}
      items={[...items]}
      selectedItem={selected}
      itemsEqual={(a, b) => keyOf(a) === keyOf(b)}
      inputValueRenderer={labelOf}
      onItemSelect={(item) => onSelect(item)}
      onQueryChange={onQuery}
      itemDisabled={itemDisabled ? (item) => itemDisabled(item) : undefined}
      itemListPredicate={(query, list) => {
        const needle = query.trim().toLowerCase();
        const matches =
          onQuery || !needle
            ? list
            : list.filter((item) =>
                `${labelOf(item)} ${detailOf?.(item) ?? ''}`.toLowerCase().includes(needle),
              );
        return matches.slice(0, MAX_SHOWN);
      }}
      itemRenderer={(item, { handleClick, handleFocus, modifiers, ref }) => (
        <MenuItem
          key={keyOf(item)}
          ref={ref}
          active={modifiers.active}
          disabled={modifiers.disabled}
          onClick={handleClick}
          onFocus={handleFocus}
          text={labelOf(item)}
          label={detailOf?.(item)}
          roleStructure="listoption"
        />
      )}
      noResults={<MenuItem disabled text={noResults} roleStructure="listoption" />}
      popoverProps={{ minimal: true, matchTargetWidth: true }}
      resetOnClose
      // `data-testid` is not in InputGroupProps, hence the widened object type.
      inputProps={
        {
          id,
          placeholder,
          intent,
          'data-testid': testId,
          rightElement:
            clearLabel && selected && !disabled ? (
              <Button
                variant="minimal"
                icon="cross"
                aria-label={clearLabel}
                onClick={() => onSelect(null)}
              />
            ) : undefined,
        } as Record<string, unknown>
      }
    />
  );
}
