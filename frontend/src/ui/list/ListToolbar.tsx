import './list.css';
import type { ReactNode } from 'react';
import { SearchInput } from './SearchInput';

/** The toolbar's search box: what it searches and how it is named. */
export interface ListSearch {
  list: { params: { q: string }; setQuery: (q: string) => void };
  placeholder: string;
  testId: string;
}

interface ListToolbarProps {
  search: ListSearch;
  /** The list's FilterSelects (and any other filter), after the search box. */
  children?: ReactNode;
}

/** A list's search box and filters. */
export function ListToolbar({ search, children }: ListToolbarProps) {
  return (
    <div className="ams-list-toolbar" role="search">
      <div className="ams-list-search">
        <SearchInput
          value={search.list.params.q}
          onSearch={search.list.setQuery}
          placeholder={search.placeholder}
          testId={search.testId}
        />
      </div>
      {children}
    </div>
  );
}
