import { Button, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useSmartPlans } from '../api/queries';
import type { PlanListStatus, SmartPlan } from '../api/smart-api';
import { ExitDialog } from './ExitDialog';
import { PlanFigures, usePlanName } from './PlanFigures';
import classes from './Smart.module.css';
import { EmptyState } from '@/components/ui/EmptyState';
import { ErrorState } from '@/components/ui/ErrorState';
import { RobotIcon } from '@/components/ui/icons';
import { Loading } from '@/components/ui/Loading';
import { StatusBadge } from '@/components/ui/StatusBadge';
import tabClasses from '@/components/ui/Tabs.module.css';
import { errorMessage } from '@/lib/api-client';

const STATUSES: readonly PlanListStatus[] = ['running', 'ended'];

function PlanCard({ plan }: { plan: SmartPlan }) {
  const { t } = useTranslation();
  const name = usePlanName(plan);
  const [exiting, setExiting] = useState(false);
  const testId = `smart-plan-${plan.id}`;
  return (
    <article className={classes.card} aria-labelledby={`${testId}-title`} data-testid={testId}>
      <div className={classes.cardHead}>
        <h3 id={`${testId}-title`} className={classes.subTitle}>
          {name}
        </h3>
        <PlanStatus plan={plan} />
      </div>
      <p className={classes.muted}>{t('smart.plans.orderNo', { orderNo: plan.orderNo })}</p>
      <PlanFigures plan={plan} testId={testId} />
      <div className={classes.row}>
        <Button
          component={Link}
          to={`/trading?tab=plans&plan=${plan.id}`}
          variant="default"
          size="sm"
          aria-describedby={`${testId}-title`}
          data-testid={`${testId}-open`}
        >
          {t('smart.plans.details')}
        </Button>
        {plan.status === 'running' && (
          <Button
            variant="light"
            color="red"
            size="sm"
            onClick={() => setExiting(true)}
            aria-describedby={`${testId}-title`}
            data-testid={`${testId}-exit`}
          >
            {t('smart.exit.button')}
          </Button>
        )}
      </div>
      {exiting && <ExitDialog plan={plan} onClose={() => setExiting(false)} />}
    </article>
  );
}

export function PlanStatus({ plan }: { plan: SmartPlan }) {
  const { t } = useTranslation();
  return (
    <StatusBadge
      tone={plan.status === 'running' ? 'info' : 'neutral'}
      testId={`smart-plan-status-${plan.id}`}
    >
      {t(`smart.plans.status.${plan.status}`)}
    </StatusBadge>
  );
}

function Plans({ status }: { status: PlanListStatus }) {
  const { t } = useTranslation();
  const query = useSmartPlans(status);
  if (query.isPending) return <Loading label={t('smart.plans.loading')} />;
  if (query.isError)
    return (
      <ErrorState
        headingOrder={3}
        title={t('smart.plans.loadFailed')}
        description={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const plans = query.data.pages.flatMap((page) => page.list);
  if (plans.length === 0)
    return (
      <EmptyState
        headingOrder={3}
        icon={<RobotIcon size={24} />}
        title={t(status === 'running' ? 'smart.plans.emptyRunning' : 'smart.plans.emptyEnded')}
        description={t(
          status === 'running' ? 'smart.plans.emptyRunningDetail' : 'smart.plans.emptyEndedDetail',
        )}
        data-testid={`smart-plans-empty-${status}`}
      >
        <Button component={Link} to="/trading" variant="default">
          {t('smart.plans.browse')}
        </Button>
      </EmptyState>
    );
  return (
    <div className={classes.stack}>
      <ul className={classes.plans} data-testid={`smart-plans-${status}`}>
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void query.fetchNextPage()}
          loading={query.isFetchingNextPage}
          data-testid={`smart-plans-more-${status}`}
        >
          {t('smart.plans.more')}
        </Button>
      )}
    </div>
  );
}

/** The user's plans: running and ended (the choice kept in the address as `?status=`). */
export function PlanList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const status: PlanListStatus = wanted === 'ended' ? 'ended' : 'running';
  return (
    <Tabs
      value={status}
      onChange={(value) => {
        if (value !== 'running' && value !== 'ended') return;
        const next = new URLSearchParams(params);
        next.set('status', value);
        setParams(next, { replace: true });
      }}
      keepMounted={false}
      variant="pills"
      classNames={{ tab: tabClasses.tab, panel: classes.tabPanel }}
    >
      <Tabs.List aria-label={t('smart.plans.statusLabel')}>
        {STATUSES.map((key) => (
          <Tabs.Tab key={key} value={key} data-testid={`smart-plans-tab-${key}`}>
            {t(`smart.plans.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {STATUSES.map((key) => (
        <Tabs.Panel key={key} value={key}>
          <Plans status={key} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
