import { Loader, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchUpload } from '../api/client';
import classes from './admin.module.css';

type State = { status: 'loading' } | { status: 'error' } | { status: 'ready'; url: string };

/**
 * An uploaded image (a KYC document, a deposit proof). The bytes need the staff Authorization
 * header, so they are fetched, turned into an object URL for this component's life (revoked when
 * it goes), and shown as a thumbnail that enlarges in a dialog when clicked.
 */
export function UploadImage({ id, label }: { id: string; label: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    setState({ status: 'loading' });
    fetchUpload(id, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        if (typeof URL.createObjectURL !== 'function') {
          setState({ status: 'error' });
          return;
        }
        url = URL.createObjectURL(blob);
        setState({ status: 'ready', url });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);

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
