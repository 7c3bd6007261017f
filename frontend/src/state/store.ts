import { createStore } from 'jotai';

/** The app's atom store, shared by React and by non-React code (socket handlers, start-up). */
export const appStore = createStore();
