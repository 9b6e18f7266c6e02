import { Loader, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageUrl } from '@/lib/use-image-url';
import { fetchUpload } from '../api/client';
import classes from './admin.module.css';

/**
 * An uploaded image (a KYC document, a deposit proof). The bytes need the staff Authorization
 * header, so they are fetched, turned into an object URL for this component's life (revoked when
 * it goes), and shown as a thumbnail that enlarges in a dialog when clicked.
 */
export function UploadImage({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const state = useImageUrl((signal) => fetchUpload(id, signal), id);
  const [open, setOpen] = useState(false);

  if (state.status !== 'ready')
    return (
      <div className={classes.thumb} data-testid={`upload-${id}`}>
        <div className={classes.thumbEmpty}>
          {state.status === 'loading' ? (
            <Loader size="xs" type="dots" aria-label={t('admin.images.loading', { label })} />
          ) : (
            <Text size="xs" c="red.8">
              {t('admin.images.failed')}
            </Text>
          )}
        </div>
        <span>{label}</span>
      </div>
    );

  return (
    <>
      <button
        type="button"
        className={classes.thumb}
        onClick={() => setOpen(true)}
        aria-label={t('admin.images.enlarge', { label })}
        data-testid={`upload-${id}`}
      >
        <img src={state.url} alt="" />
        <span aria-hidden="true">{label}</span>
      </button>
      {open && (
        <Modal
          opened
          onClose={() => setOpen(false)}
          title={label}
          size="xl"
          centered
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          <img src={state.url} alt={label} className={classes.enlarged} />
        </Modal>
      )}
    </>
  );
}
