import './list.css';
import { Button, Card } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { PageHeader } from '../PageHeader';
import { ListCreateContext, type ListCreate } from './listCreate';
import { ListToolbar, type ListSearch } from './ListToolbar';

interface ListPageProps {
  title: string;
  subtitle: string;
  /** The header's create button, when the reader may create. */
  create?: ListCreate | false;
  /** The toolbar: omitted when the list brings its own (articles, also shown on a website's tab). */
  search?: ListSearch;
  filters?: ReactNode;
  /** The results: ListResults, through the feature's list component. */
  children: ReactNode;
}

/** A list page: its header (and create button), then a card with the toolbar and the results. */
export function ListPage({ title, subtitle, create, search, filters, children }: ListPageProps) {
  return (
    <ListCreateContext.Provider value={create || null}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          create && (
            <Button
              intent="primary"
              icon={create.icon}
              text={create.text}
              data-testid={create.testId}
              onClick={create.onClick}
            />
          )
        }
      />
      <Card className="ams-list-card">
        {search && <ListToolbar search={search}>{filters}</ListToolbar>}
        {children}
      </Card>
    </ListCreateContext.Provider>
  );
}
