/** The public surface of modules/cloning: all that other modules, app/ and layouts/ import of it. */
export { ArticleClones, logsPath } from './components/ArticleClones';
export { CloneActivity } from './components/CloneActivity';
export { CloneBatchPanel } from './components/CloneBatchPanel';
export { CloneSelectedButton } from './components/CloneSelectedButton';
export { useCloneRunsByArticle } from './hooks/useCloneRuns';
