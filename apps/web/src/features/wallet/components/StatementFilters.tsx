import { Button, NativeSelect, TextInput } from '@mantine/core';
import { ASSETS, type Asset } from '@meridian/domain';
import { useTranslation } from 'react-i18next';
import type { StatementFilters as Filters } from '../api/wallet-api';
import { datesReversed, hasFilters } from '../lib/filters';
import { REASON_GROUPS } from '../lib/reasons';
import classes from './Wallet.module.css';
import { DownloadIcon } from '@/components/ui/icons';

/**
 * The statement's filters: currency, type (the ledger reasons, grouped, with friendly labels) and
 * the date range; Clear, and the CSV export of everything the filters select.
 */
export function StatementFilters({
  filters,
  onChange,
  onExport,
  exporting,
}: {
  filters: Filters;
  onChange: (patch: Partial<Record<keyof Filters, string | undefined>>) => void;
  onExport: () => void;
  exporting: boolean;
}) {
  const { t } = useTranslation();
  const reversed = datesReversed(filters);
  const typeOptions = [
    { value: '', label: t('wallet.records.allTypes') },
    ...REASON_GROUPS.map(({ group, reasons }) => ({
      group: t(`wallet.records.groups.${group}`),
      items: reasons.map((reason) => ({
        value: reason,
        label: t(`wallet.records.reasons.${reason}`),
      })),
    })),
  ];
  return (
    <form
      className={classes.stack}
      aria-label={t('wallet.records.filters')}
      onSubmit={(event) => event.preventDefault()}
      data-testid="statement-filters"
    >
      <div className={classes.filters}>
        <NativeSelect
          label={t('wallet.records.asset')}
          value={filters.asset ?? ''}
          onChange={(event) => onChange({ asset: event.currentTarget.value || undefined })}
          data={[
            { value: '', label: t('wallet.records.allAssets') },
            ...ASSETS.map((asset: Asset) => ({ value: asset, label: asset })),
          ]}
          data-testid="statement-asset"
        />
        <NativeSelect
          label={t('wallet.records.type')}
          value={filters.reason ?? ''}
          onChange={(event) => onChange({ reason: event.currentTarget.value || undefined })}
          data={typeOptions}
          data-testid="statement-type"
        />
        <TextInput
          type="date"
          label={t('wallet.records.from')}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => onChange({ from: event.currentTarget.value || undefined })}
          data-testid="statement-from"
        />
        <TextInput
          type="date"
          label={t('wallet.records.to')}
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => onChange({ to: event.currentTarget.value || undefined })}
          error={reversed ? t('wallet.records.dateOrder') : undefined}
          data-testid="statement-to"
        />
      </div>
      <div className={classes.filterActions}>
        {hasFilters(filters) && (
          <Button
            variant="subtle"
            onClick={() =>
              onChange({ asset: undefined, reason: undefined, from: undefined, to: undefined })
            }
          >
            {t('wallet.records.clear')}
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<DownloadIcon size={18} />}
          loading={exporting}
          disabled={reversed}
          onClick={onExport}
          data-testid="statement-export"
        >
          {t('wallet.records.export')}
        </Button>
      </div>
    </form>
  );
}
