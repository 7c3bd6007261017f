/** The public surface of modules/prompts: all that other modules, app/ and layouts/ import of it. */
export { PromptsTable } from './components/PromptsTable';
export { PROMPTS_KEY } from './queryKeys';
