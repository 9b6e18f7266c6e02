import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronStartIcon } from './icons';
import classes from './Wallet.module.css';
import { ChevronEndIcon } from '@/components/ui/icons';

/**
 * The pages of a list the server pages (`page`, `size`, `total`): how many entries, which page of
 * how many, and Previous / Next. Nothing but the count when everything fits on one page.
 */
export function Pager({
  page,
  size,
  total,
  busy = false,
  onChange,
  testId,
}: {
  page: number;
  size: number;
  total: number;
  /** The next page is loading: both buttons wait. */
  busy?: boolean;
  onChange: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={classes.pager} aria-label={t('wallet.pager.label')} data-testid={testId}>
      <span>{t('wallet.pager.total', { count: total })}</span>
      {pages > 1 && (
        <div className={classes.pagerButtons}>
          <Button
            variant="default"
            size="xs"
            disabled={page <= 1 || busy}
            onClick={() => onChange(page - 1)}
            leftSection={<ChevronStartIcon size={16} className={classes.flip} />}
          >
            {t('wallet.pager.previous')}
          </Button>
          <span aria-live="polite" data-testid={`${testId}-status`}>
            {t('wallet.pager.status', { page, pages })}
          </span>
          <Button
            variant="default"
            size="xs"
            disabled={page >= pages || busy}
            onClick={() => onChange(page + 1)}
            rightSection={<ChevronEndIcon size={16} className={classes.flip} />}
          >
            {t('wallet.pager.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
