import { Anchor, Button, TextInput } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { adminApi, adminKeys, PAGE_SIZE } from '../api/admin-api';
import classes from '../components/admin.module.css';
import { DataTable } from '../components/DataTable';
import { QueryState } from '../components/QueryState';
import { AdminStatus } from '../components/AdminStatus';
import { useAdminFormat } from '../lib/format';
import { sectionPath } from '../lib/roles';
import { EmptyState } from '@/components/ui/EmptyState';
import { PageFrame } from '@/components/ui/PageFrame';
import { Pager } from '@/components/ui/Pager';

/** Users (support, compliance, admin): search by username, e-mail or phone; open one. */
export function UsersPage() {
  const { t } = useTranslation();
  const format = useAdminFormat();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [text, setText] = useState(q);
  const query = useQuery({
    queryKey: adminKeys.users(q, page),
    queryFn: ({ signal }) => adminApi.users(q, { page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { q: next } : {});
  };

  return (
    <PageFrame
      title={t('admin.users.title')}
      description={t('admin.users.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <form className={classes.toolbar} onSubmit={search} role="search">
          <TextInput
            type="search"
            label={t('admin.users.search')}
            placeholder={t('admin.users.searchPlaceholder')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: '1 1 18rem' }}
          />
          <Button type="submit">{t('admin.users.searchButton')}</Button>
        </form>
        <QueryState query={query} errorTitle={t('admin.users.failed')}>
          {(data) =>
            data.list.length === 0 ? (
              <EmptyState title={t('admin.users.empty')} data-testid="users-empty" />
            ) : (
              <>
                <DataTable
                  label={t('admin.users.title')}
                  rows={data.list}
                  rowKey={(user) => user.id}
                  rowTestId={(user) => `user-${user.id}`}
                  empty={t('admin.users.empty')}
                  busy={query.isPlaceholderData}
                  columns={[
                    {
                      label: t('admin.user.username'),
                      cell: (user) => (
                        <Anchor component={Link} to={`${sectionPath('users')}/${user.id}`}>
                          {user.username}
                        </Anchor>
                      ),
                    },
                    { label: t('admin.user.email'), cell: (user) => user.email ?? '—' },
                    { label: t('admin.user.phone'), cell: (user) => user.phone ?? '—' },
                    {
                      label: t('admin.user.kycStatus'),
                      cell: (user) => <AdminStatus status={user.kycStatus} />,
                    },
                    {
                      label: t('admin.user.status'),
                      cell: (user) => <AdminStatus status={user.status} />,
                    },
                    {
                      label: t('admin.user.createdAt'),
                      cell: (user) => format.dateTime(user.createdAt),
                    },
                  ]}
                />
                <Pager
                  page={page}
                  total={data.total}
                  size={PAGE_SIZE}
                  onChange={(next) => setParams({ ...(q ? { q } : {}), page: String(next) })}
                />
              </>
            )
          }
        </QueryState>
      </div>
    </PageFrame>
  );
}
