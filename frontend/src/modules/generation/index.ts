/** The public surface of modules/generation: all that other modules, app/ and layouts/ import of it. */
export { GenerateSelectedButton } from './components/GenerateSelectedButton';
