/** The public surface of modules/cloning: all that other modules, app/ and layouts/ import of it. */
export { ArticleClones } from './components/ArticleClones';
export { ClonedFrom, logsPath } from './components/ClonedFrom';
export { CloneActivity } from './components/CloneActivity';
export { CloneBatchPanel } from './components/CloneBatchPanel';
export { CloneSelectedButton } from './components/CloneSelectedButton';
export { useCloneRunsByArticle } from './hooks/useCloneRuns';
