import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountApi, newIdempotencyKey } from '../api';
import { errorMessage } from '@/lib/api-client';
import { showToast } from '@/lib/toast';
import { ResetIcon } from '@/components/ui/icons';

/** The demo amber of the mode switch. */
export const DEMO_COLOR = '#b54708';

/**
 * "Reset demo account" (PRODUCT §2): asks first, then POST resetDemo with an Idempotency-Key
 * (kept for retries of the same confirmation, so a repeated request resets once).
 */
export function ResetDemoButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [opened, dialog] = useDisclosure(false);
  const key = useRef<string | null>(null);
  const reset = useMutation({
    mutationFn: () => accountApi.resetDemo((key.current ??= newIdempotencyKey())),
    onSuccess: () => {
      key.current = null;
      dialog.close();
      showToast(t('account.demo.resetDone'), 'success');
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'content' });
    },
  });

  return (
    <>
      <Button
        variant="default"
        leftSection={<ResetIcon size={16} />}
        onClick={() => {
          reset.reset();
          key.current = null;
          dialog.open();
        }}
      >
        {t('account.demo.reset')}
      </Button>
      <Modal
        opened={opened}
        onClose={dialog.close}
        title={t('account.demo.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Text size="sm">{t('account.demo.confirmText')}</Text>
        {reset.isError && (
          <Text size="sm" c="red.8" mt="sm" role="alert">
            {errorMessage(reset.error)}
          </Text>
        )}
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={dialog.close} disabled={reset.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color={DEMO_COLOR} loading={reset.isPending} onClick={() => reset.mutate()}>
            {t('account.demo.confirm')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
