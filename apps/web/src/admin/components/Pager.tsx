import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Page links under a list; nothing when everything fits on one page. */
export function Pager({
  page,
  total,
  size,
  onChange,
}: {
  page: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text size="sm" c="gray.7">
        {t('admin.list.total', { count: total })}
      </Text>
      {pages > 1 && (
        <nav aria-label={t('admin.list.pages')}>
          <Pagination
            value={Math.min(page, pages)}
            total={pages}
            onChange={onChange}
            size="sm"
            getControlProps={(control) => {
              if (control === 'previous') return { 'aria-label': t('admin.list.previous') };
              if (control === 'next') return { 'aria-label': t('admin.list.next') };
              return {};
            }}
          />
        </nav>
      )}
    </Group>
  );
}
