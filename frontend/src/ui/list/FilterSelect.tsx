import { HTMLSelect } from '@blueprintjs/core';

export interface FilterOption {
  value: string;
  label: string;
}

/** The part of a list's state a filter reads and writes. */
export interface FilteredList<F extends string> {
  params: { filters: Partial<Record<F, string>> };
  setFilter: (key: F, value: string) => void;
}

interface FilterSelectProps<F extends string> {
  list: FilteredList<F>;
  filter: F;
  /** The select's accessible name. */
  label: string;
  /** The first option, which filters nothing. */
  allLabel: string;
  options: readonly FilterOption[];
  testId: string;
  /** Keep a value of the address that no option names (say, a website past the first 100) as `#value`. */
  keepUnlisted?: boolean;
}

/** One filter of a list's toolbar: "all" or one value; a change starts again at page 1. */
export function FilterSelect<F extends string>({
  list,
  filter,
  label,
  allLabel,
  options,
  testId,
  keepUnlisted = false,
}: FilterSelectProps<F>) {
  const value = list.params.filters[filter] ?? '';
  const unlisted = keepUnlisted && value !== '' && !options.some((o) => o.value === value);
  return (
    <HTMLSelect
      aria-label={label}
      data-testid={testId}
      value={value}
      onChange={(event) => list.setFilter(filter, event.currentTarget.value)}
      options={[
        { value: '', label: allLabel },
        ...options,
        ...(unlisted ? [{ value, label: `#${value}` }] : []),
      ]}
    />
  );
}
