import { useTranslation } from 'react-i18next';
import type { Provider, Service } from '../../../api/providers';
import { errorMessage } from '../../../i18n/errorText';
import { showToast } from '../../../ui/toaster';
import { useConfirmedDelete } from '../../../ui/list/useConfirmedDelete';
import {
  useDeleteProvider,
  useDeleteService,
  useSaveProvider,
  useSaveService,
} from './useProviders';
import { runMutation } from '../../../api/runMutation';

/** Switching providers and services on and off, and deleting them (refused while in use). */
export function useProviderActions(onProviderDeleted?: () => void) {
  const { t } = useTranslation();
  const saveProvider = useSaveProvider();
  const saveService = useSaveService();
  const failed = (error: unknown) =>
    void showToast({
      intent: 'danger',
      icon: 'error',
      message: errorMessage(t, error, t('providers.changeFailed')),
    });
  const toggled = (active: boolean) =>
    void showToast({
      intent: 'success',
      icon: 'tick',
      message: active ? t('providers.activated') : t('providers.deactivated'),
    });

  const toggleProvider = (p: Provider) =>
    runMutation(
      saveProvider,
      { id: p.id, input: { active: !p.active } },
      { onSuccess: () => toggled(!p.active), onError: failed },
    );
  const toggleService = (s: Service) =>
    runMutation(
      saveService,
      {
        id: s.id,
        providerId: s.providerId,
        input: { name: s.name, model: s.model, active: !s.active },
      },
      { onSuccess: () => toggled(!s.active), onError: failed },
    );
  const inUse = (error: Error) => errorMessage(t, error, t('providers.inUse'));
  const providerDeletion = useConfirmedDelete<Provider>(
    useDeleteProvider(),
    { deleted: t('providers.deleted'), conflict: inUse, failed: t('providers.changeFailed') },
    onProviderDeleted,
  );
  const serviceDeletion = useConfirmedDelete<Service>(useDeleteService(), {
    deleted: t('providers.serviceDeleted'),
    conflict: inUse,
    failed: t('providers.changeFailed'),
  });
  return { toggleProvider, toggleService, providerDeletion, serviceDeletion };
}
