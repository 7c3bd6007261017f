/** The public surface of modules/articles: all that other modules, app/ and layouts/ import of it. */
export { ArticlesBrowser } from './components/ArticlesBrowser';
