import { useAtomValue } from 'jotai';
import { productInfoAtom } from '../../../state/productInfoAtom';

/** Whether strangers may sign up: off until an administrator opens it in the settings (live). */
export function useRegistrationOpen(): boolean {
  return useAtomValue(productInfoAtom)?.registrationOpen ?? false;
}
