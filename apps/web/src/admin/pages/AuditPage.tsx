import { Button, Code, Modal, Text, TextInput, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { adminApi, adminKeys, PAGE_SIZE, type AuditEntry } from '../api/admin-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { changedKeys, prettyJson, useAdminFormat } from '../lib/format';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { Pager } from '@/components/ui/Pager';

/** The audit log (admin): who changed what, newest first, with each change's before and after. */
export function AuditPage() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [params, setParams] = useSearchParams();
  const action = params.get('action') ?? '';
  const targetType = params.get('targetType') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [filter, setFilter] = useState({ action, targetType });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const query = useQuery({
    queryKey: adminKeys.audit(action, targetType, page),
    queryFn: ({ signal }) =>
      adminApi.audit({ action, targetType }, { page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

  const searchOf = (next: { action: string; targetType: string; page?: number }) => {
    const out: Record<string, string> = {};
    if (next.action.trim()) out.action = next.action.trim();
    if (next.targetType.trim()) out.targetType = next.targetType.trim();
    if (next.page && next.page > 1) out.page = String(next.page);
    return out;
  };
  const applyFilter = (event: FormEvent) => {
    event.preventDefault();
    setParams(searchOf(filter));
  };

  return (
    <PageFrame
      title={t('admin.audit.title')}
      description={t('admin.audit.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <form className={classes.toolbar} onSubmit={applyFilter} role="search">
          <TextInput
            label={t('admin.audit.action')}
            placeholder={t('admin.audit.actionPlaceholder')}
            value={filter.action}
            onChange={(event) => setFilter({ ...filter, action: event.currentTarget.value })}
          />
          <TextInput
            label={t('admin.audit.targetType')}
            placeholder={t('admin.audit.targetTypePlaceholder')}
            value={filter.targetType}
            onChange={(event) => setFilter({ ...filter, targetType: event.currentTarget.value })}
          />
          <Button type="submit">{t('admin.audit.filter')}</Button>
        </form>
        <QueryState query={query} errorTitle={t('admin.audit.failed')}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={t('admin.audit.empty')} data-testid="audit-empty" />
            ) : (
              <>
                <DataTable
                  label={t('admin.audit.title')}
                  rows={data.list}
                  rowKey={(entry) => entry.id}
                  rowTestId={(entry) => `audit-${entry.id}`}
                  empty={t('admin.audit.empty')}
                  busy={query.isPlaceholderData}
                  columns={[
                    {
                      label: t('admin.audit.time'),
                      cell: (entry) => format.dateTime(entry.createdAt),
                    },
                    {
                      label: t('admin.audit.actor'),
                      cell: (entry) =>
                        entry.actorKind === 'system'
                          ? t('admin.audit.system')
                          : (entry.actorName ?? entry.actorId ?? '—'),
                    },
                    {
                      label: t('admin.audit.action'),
                      cell: (entry) => <Code>{entry.action}</Code>,
                    },
                    {
                      label: t('admin.audit.target'),
                      // One element: as a card on a phone the cell is a flex row, where a bare
                      // type and ID would be laid out apart as two items.
                      cell: (entry) => (
                        <span>
                          {entry.targetType} <span className={classes.mono}>{entry.targetId}</span>
                        </span>
                      ),
                    },
                    {
                      label: t('admin.audit.changes'),
                      cell: (entry) => (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpen(entry)}
                          aria-label={t('admin.audit.viewFor', { id: entry.id })}
                        >
                          {t('admin.audit.view')}
                        </Button>
                      ),
                    },
                  ]}
                />
                <Pager
                  page={page}
                  total={data.total}
                  size={PAGE_SIZE}
                  onChange={(next) => setParams(searchOf({ action, targetType, page: next }))}
                />
              </>
            )
          }
        </QueryState>
      </div>
      {open && <AuditDiff entry={open} onClose={() => setOpen(null)} />}
    </PageFrame>
  );
}

/** One entry's before and after, pretty-printed side by side, with the changed fields named. */
function AuditDiff({ entry, onClose }: { entry: AuditEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const changed = changedKeys(entry.before, entry.after);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('admin.audit.diffTitle', {
        action: entry.action,
        target: `${entry.targetType} ${entry.targetId}`,
      })}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <div className={classes.stack}>
        {changed.length > 0 && (
          <Text size="sm" data-testid="audit-changed">
            {t('admin.audit.changed', { keys: changed.join(', ') })}
          </Text>
        )}
        <div className={classes.diff}>
          <section aria-labelledby="audit-before">
            <Title order={3} size="h6" id="audit-before" mb={4}>
              {t('admin.audit.before')}
            </Title>
            <pre data-testid="audit-before" dir="ltr">
              {prettyJson(entry.before)}
            </pre>
          </section>
          <section aria-labelledby="audit-after">
            <Title order={3} size="h6" id="audit-after" mb={4}>
              {t('admin.audit.after')}
            </Title>
            <pre data-testid="audit-after" dir="ltr">
              {prettyJson(entry.after)}
            </pre>
          </section>
        </div>
      </div>
    </Modal>
  );
}
