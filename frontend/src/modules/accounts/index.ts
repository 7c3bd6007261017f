/** The public surface of modules/accounts: all that other modules, app/ and layouts/ import of it. */
export { type AccountOption, AccountSuggest } from './components/AccountSuggest';
export { ACCOUNTS_KEY } from './queryKeys';
