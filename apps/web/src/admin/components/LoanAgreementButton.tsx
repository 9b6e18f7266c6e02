import { Button, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { agreementFileName, fetchLoanAgreement, openPdf } from '../api/loans-api';
import { adminErrorMessage } from '../lib/errors';

/**
 * Opens a loan's signed agreement: the PDF is fetched with the staff token and shown in a new tab
 * (or saved when the browser blocks the tab); a failure says why under the button.
 */
export function LoanAgreementButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const open = useMutation({
    mutationFn: () => fetchLoanAgreement(id),
    onSuccess: (blob) => openPdf(blob, agreementFileName(id)),
  });
  return (
    <div>
      <Button
        variant="outline"
        loading={open.isPending}
        onClick={() => open.mutate()}
        data-testid="loan-agreement"
      >
        {t('admin.loans.detail.agreement')}
      </Button>
      {open.isError && (
        <Text size="sm" c="red.8" mt="xs" role="alert" data-testid="loan-agreement-error">
          {t('admin.loans.detail.agreementFailed', { message: adminErrorMessage(open.error) })}
        </Text>
      )}
    </div>
  );
}
