import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from './icons';
import classes from './Pager.module.css';

/**
 * The pages of a list the server pages (`page`, `size`, `total`): how many entries, which page of
 * how many, and Previous / Next. Nothing but the count when everything fits on one page. The one
 * pager of the app (wallet lists, the back office's queues, users and audit log).
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
  testId?: string;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  const current = Math.min(page, pages);
  return (
    <nav className={classes.pager} aria-label={t('common.pager.label')} data-testid={testId}>
      <span>{t('common.pager.total', { count: total })}</span>
      {pages > 1 && (
        <div className={classes.buttons}>
          <Button
            variant="default"
            size="xs"
            disabled={current <= 1 || busy}
            onClick={() => onChange(current - 1)}
            leftSection={<ChevronStartIcon size={16} className={classes.flip} />}
          >
            {t('common.pager.previous')}
          </Button>
          <span aria-live="polite" data-testid={testId ? `${testId}-status` : undefined}>
            {t('common.pager.status', { page: current, pages })}
          </span>
          <Button
            variant="default"
            size="xs"
            disabled={current >= pages || busy}
            onClick={() => onChange(current + 1)}
            rightSection={<ChevronEndIcon size={16} className={classes.flip} />}
          >
            {t('common.pager.next')}
          </Button>
        </div>
      )}
    </nav>
  );
}
