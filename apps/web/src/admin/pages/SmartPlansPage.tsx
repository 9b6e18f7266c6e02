import { Anchor, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PAGE_SIZE } from '../api/admin-api';
import { useProductPlans, type SmartPlanFilter } from '../api/smart-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { useAdminFormat } from '../lib/format';
import { canUse, sectionPath } from '../lib/roles';
import { useStaff } from '../lib/staff-context';
import { SMART_BASE } from './SmartProductsPage';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { Pager } from '@/components/ui/Pager';
import { useFormat } from '@/lib/format';

/**
 * A product's plans (admin, compliance, support): running or ended, newest first — the owner,
 * principal, value, start, next earnings, trades, and the terms each plan copied when bought
 * (an edit of the product never changes them).
 */
export function SmartPlansPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const format = useFormat();
  const adminFormat = useAdminFormat();
  const id = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const status: SmartPlanFilter = search.get('status') === 'ended' ? 'ended' : 'running';
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const query = useProductPlans(id, status, page, PAGE_SIZE);
  const code = query.data?.product.code ?? '';
  const users = canUse(staff.role, 'users');

  return (
    <PageFrame
      title={code ? t('admin.smart.plans.title', { code }) : t('admin.smart.plans.titlePlain')}
      description={t('admin.smart.plans.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <Anchor component={Link} to={SMART_BASE} size="sm">
          {t('admin.smart.form.back')}
        </Anchor>
        <SegmentedControl
          value={status}
          onChange={(value) => setSearch(value === 'ended' ? { status: 'ended' } : {})}
          data={[
            { value: 'running', label: t('admin.smart.plans.running') },
            { value: 'ended', label: t('admin.smart.plans.ended') },
          ]}
          aria-label={t('admin.queue.statusLabel')}
          style={{ alignSelf: 'flex-start' }}
        />
        <QueryState query={query} errorTitle={t('admin.smart.plans.failed')}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={t('admin.smart.plans.empty')} data-testid="plans-empty" />
            ) : (
              <>
                <DataTable
                  label={t('admin.smart.plans.titlePlain')}
                  rows={data.list}
                  rowKey={(p) => p.id}
                  rowTestId={(p) => `plan-${p.id}`}
                  empty={t('admin.smart.plans.empty')}
                  busy={query.isPlaceholderData}
                  columns={[
                    { label: t('admin.smart.plans.orderNo'), mono: true, cell: (p) => p.orderNo },
                    {
                      label: t('admin.smart.plans.owner'),
                      cell: (p) =>
                        users ? (
                          <Anchor component={Link} to={`${sectionPath('users')}/${p.userId}`}>
                            {p.username}
                          </Anchor>
                        ) : (
                          p.username
                        ),
                    },
                    {
                      label: t('admin.smart.product.cycle'),
                      cell: (p) => t('admin.smart.cycleDays', { days: p.days }),
                    },
                    {
                      label: t('admin.smart.plans.principal'),
                      mono: true,
                      cell: (p) => adminFormat.exact(p.principal, 'USDT'),
                    },
                    {
                      label:
                        status === 'running'
                          ? t('admin.smart.plans.value')
                          : t('admin.smart.plans.returned'),
                      mono: true,
                      cell: (p) => adminFormat.exact(p.value, 'USDT'),
                    },
                    {
                      label: t('admin.smart.plans.start'),
                      cell: (p) => adminFormat.dateTime(p.startTime),
                    },
                    {
                      label: t('admin.smart.plans.nextEarnings'),
                      cell: (p) => adminFormat.dateTime(p.nextEarningsTime),
                    },
                    {
                      label: t('admin.smart.plans.trades'),
                      mono: true,
                      cell: (p) => format.number(String(p.tradeCount)),
                    },
                    {
                      label: t('admin.smart.plans.terms'),
                      cell: (p) =>
                        t('admin.smart.plans.termsValue', {
                          share: format.basisPoints(p.profitShareBp),
                          damages: format.basisPoints(p.earlyExitDamagesBp),
                        }),
                    },
                    {
                      label: t('admin.smart.plans.platformShare'),
                      mono: true,
                      cell: (p) => adminFormat.exact(p.platformShareTotal, 'USDT'),
                    },
                    ...(status === 'ended'
                      ? [
                          {
                            label: t('admin.smart.earnings.damages'),
                            mono: true,
                            cell: (p: (typeof data.list)[number]) =>
                              adminFormat.exact(p.damages, 'USDT'),
                          },
                        ]
                      : []),
                  ]}
                />
                <Pager
                  page={page}
                  total={data.total}
                  size={PAGE_SIZE}
                  onChange={(next) =>
                    setSearch({ ...(status === 'ended' ? { status } : {}), page: String(next) })
                  }
                />
              </>
            )
          }
        </QueryState>
      </div>
    </PageFrame>
  );
}
