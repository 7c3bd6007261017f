/** The public surface of modules/search: all that other modules, app/ and layouts/ import of it. */
export { MIN_QUERY, RECORD_KINDS, type RecordKind, useRecordSearch } from './hooks/useRecordSearch';
