import { Anchor, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSmartProducts } from '../api/smart-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { useAdminFormat } from '../lib/format';
import { canEditSmartProducts, canUse, sectionPath } from '../lib/roles';
import { useStaff } from '../lib/staff-context';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { useFormat } from '@/lib/format';

export const SMART_BASE = sectionPath('smart');

/**
 * Smart products (admin; compliance and support read): every product with its terms, whether it
 * is offered, the plans running on it and their principal; the smart-trading switch (a setting);
 * new product, edit, and each product's plans.
 */
export function SmartProductsPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const format = useFormat();
  const adminFormat = useAdminFormat();
  const query = useSmartProducts();
  const editor = canEditSmartProducts(staff.role);

  return (
    <PageFrame
      title={t('admin.smart.list.title')}
      description={t('admin.smart.list.description')}
      width="wide"
      actions={
        editor ? (
          <Button component={Link} to={`${SMART_BASE}/new`} data-testid="smart-new">
            {t('admin.smart.list.new')}
          </Button>
        ) : undefined
      }
    >
      <QueryState query={query} errorTitle={t('admin.smart.list.failed')}>
        {(data) => (
          <div className={classes.stack}>
            <Group gap="sm" data-testid="smart-switch">
              <Text size="sm">{t('admin.smart.list.switch')}</Text>
              <StatusBadge tone={data.smartEnabled ? 'up' : 'down'}>
                {data.smartEnabled
                  ? t('admin.smart.list.switchOn')
                  : t('admin.smart.list.switchOff')}
              </StatusBadge>
              {canUse(staff.role, 'settings') && (
                <Anchor component={Link} to={sectionPath('settings')} size="sm">
                  {t('admin.smart.list.switchChange')}
                </Anchor>
              )}
              {canUse(staff.role, 'smartEarnings') && (
                <Anchor component={Link} to={sectionPath('smartEarnings')} size="sm">
                  {t('admin.smart.list.earnings')}
                </Anchor>
              )}
            </Group>
            {data.products.length === 0 ? (
              <EmptyState title={t('admin.smart.list.empty')} data-testid="smart-empty" />
            ) : (
              <DataTable
                label={t('admin.smart.list.title')}
                rows={data.products}
                rowKey={(p) => p.id}
                rowTestId={(p) => `product-${p.code}`}
                empty={t('admin.smart.list.empty')}
                columns={[
                  {
                    label: t('admin.smart.product.code'),
                    cell: (p) =>
                      editor ? (
                        <Anchor component={Link} to={`${SMART_BASE}/${p.id}`}>
                          {p.code}
                        </Anchor>
                      ) : (
                        p.code
                      ),
                  },
                  { label: t('admin.smart.product.instrument'), cell: (p) => p.instrument.code },
                  {
                    label: t('admin.smart.product.strategy'),
                    cell: (p) => t(`admin.smart.strategies.${p.strategy}`),
                  },
                  {
                    label: t('admin.smart.list.cycles'),
                    // Numbers in a list: left to right on a right-to-left page too.
                    cell: (p) => <span dir="ltr">{p.timeframes.join(', ')}</span>,
                  },
                  {
                    label: t('admin.smart.product.investment'),
                    mono: true,
                    cell: (p) =>
                      `${adminFormat.exact(p.minInvestment)} – ${adminFormat.exact(p.maxInvestment, 'USDT')}`,
                  },
                  {
                    // Words order: the share first in the page's direction, as the header says.
                    label: t('admin.smart.list.terms'),
                    cell: (p) =>
                      `${format.basisPoints(p.profitShareBp)} · ${format.basisPoints(p.earlyExitDamagesBp)}`,
                  },
                  {
                    label: t('admin.smart.product.enabled'),
                    cell: (p) => (
                      <StatusBadge tone={p.enabled ? 'up' : 'neutral'}>
                        {p.enabled
                          ? t('admin.smart.form.offered')
                          : t('admin.smart.form.notOffered')}
                      </StatusBadge>
                    ),
                  },
                  {
                    label: t('admin.smart.list.running'),
                    cell: (p) =>
                      t('admin.smart.list.runningValue', {
                        count: p.runningPlans,
                        principal: adminFormat.exact(p.runningPrincipal, 'USDT'),
                      }),
                    testId: (p) => `running-${p.code}`,
                  },
                  {
                    label: t('admin.smart.list.actions'),
                    cell: (p) => (
                      <span className={classes.actions}>
                        {editor && (
                          <Anchor
                            component={Link}
                            to={`${SMART_BASE}/${p.id}`}
                            size="sm"
                            aria-label={t('admin.smart.list.editFor', { code: p.code })}
                          >
                            {t('admin.smart.list.edit')}
                          </Anchor>
                        )}
                        <Anchor
                          component={Link}
                          to={`${SMART_BASE}/${p.id}/plans`}
                          size="sm"
                          aria-label={t('admin.smart.list.plansFor', { code: p.code })}
                        >
                          {t('admin.smart.list.plans')}
                        </Anchor>
                      </span>
                    ),
                  },
                ]}
              />
            )}
          </div>
        )}
      </QueryState>
    </PageFrame>
  );
}
