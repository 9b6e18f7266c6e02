import { Anchor, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSmartEarnings } from '../api/smart-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { Details } from '../components/Details';
import { QueryState } from '../components/QueryState';
import { useAdminFormat } from '../lib/format';
import { SMART_BASE } from './SmartProductsPage';
import { PageFrame } from '@/components/ui/PageFrame';
import { useFormat } from '@/lib/format';

/**
 * The platform's earnings from plans (admin): what reached the fee account — commissions on the
 * plans' fills, the platform's share of gains, early-exit damages — overall and per product,
 * from the ledger, with the plan rows' own totals beside them as a cross-check.
 */
export function SmartEarningsPage() {
  const { t } = useTranslation();
  const format = useFormat();
  const adminFormat = useAdminFormat();
  const query = useSmartEarnings();
  const usdt = (value: string) => adminFormat.exact(value, 'USDT');
  return (
    <PageFrame
      title={t('admin.smart.earnings.title')}
      description={t('admin.smart.earnings.description')}
      width="wide"
    >
      <QueryState query={query} errorTitle={t('admin.smart.earnings.failed')}>
        {(data) => (
          <div className={classes.stack}>
            <Anchor component={Link} to={SMART_BASE} size="sm">
              {t('admin.smart.form.back')}
            </Anchor>
            <section
              className={`${classes.card} ${classes.section}`}
              aria-labelledby="earnings-total"
            >
              <Title order={2} className={classes.sectionTitle} id="earnings-total">
                {t('admin.smart.earnings.totalTitle')}
              </Title>
              <Details
                testId="earnings-total"
                rows={[
                  [
                    t('admin.smart.earnings.commissions'),
                    usdt(data.total.commissions),
                    { mono: true },
                  ],
                  [
                    t('admin.smart.earnings.profitShares'),
                    usdt(data.total.profitShares),
                    { mono: true },
                  ],
                  [t('admin.smart.earnings.damages'), usdt(data.total.damages), { mono: true }],
                  [t('admin.smart.earnings.total'), usdt(data.total.total), { mono: true }],
                ]}
              />
              <Text size="xs" c="gray.7" data-testid="earnings-check">
                {t('admin.smart.earnings.crossCheck', {
                  commissions: usdt(data.fromPlans.commissions),
                  shares: usdt(data.fromPlans.profitShares),
                  damages: usdt(data.fromPlans.damages),
                })}
              </Text>
            </section>
            <DataTable
              label={t('admin.smart.earnings.perProduct')}
              rows={data.products}
              rowKey={(p) => p.productId}
              rowTestId={(p) => `earnings-${p.code}`}
              empty={t('admin.smart.list.empty')}
              columns={[
                { label: t('admin.smart.product.code'), cell: (p) => p.code },
                {
                  label: t('admin.smart.earnings.plans'),
                  mono: true,
                  cell: (p) => format.number(String(p.plans)),
                },
                {
                  label: t('admin.smart.earnings.commissions'),
                  mono: true,
                  cell: (p) => usdt(p.commissions),
                },
                {
                  label: t('admin.smart.earnings.profitShares'),
                  mono: true,
                  cell: (p) => usdt(p.profitShares),
                },
                {
                  label: t('admin.smart.earnings.damages'),
                  mono: true,
                  cell: (p) => usdt(p.damages),
                },
                { label: t('admin.smart.earnings.total'), mono: true, cell: (p) => usdt(p.total) },
              ]}
            />
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
