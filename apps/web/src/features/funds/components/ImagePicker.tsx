import { Button, FileButton, Loader } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalMessage, type ImageUpload } from '../hooks/useImageUpload';
import { IMAGE_ACCEPT, MAX_IMAGE_MEGABYTES } from '../lib/images';
import classes from './ImagePicker.module.css';
import { CheckIcon } from '@/components/ui/icons';
import { useFormat } from '@/lib/format';

/** An object URL for the chosen file while it is shown (revoked when replaced or unmounted). */
function useObjectUrl(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

export interface ImagePickerProps {
  label: string;
  hint?: string;
  upload: ImageUpload;
  /** The form's message after a submit (e.g. "Upload this image"). */
  error?: string;
  testId: string;
  disabled?: boolean;
}

/**
 * One image to upload: a thumbnail of the chosen file, its upload under way, done (with a check),
 * or failed (the server's reason or "upload failed", and Try again). The format and size are
 * checked before anything is sent.
 */
export function ImagePicker({ label, hint, upload, error, testId, disabled }: ImagePickerProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const id = useId();
  const reset = useRef<() => void>(null);
  const { state } = upload;
  const file = state.status === 'empty' || state.status === 'invalid' ? undefined : state.file;
  const preview = useObjectUrl(file);
  const [broken, setBroken] = useState<string>();

  const size = format.megabytes(MAX_IMAGE_MEGABYTES);
  const problem =
    state.status === 'invalid'
      ? state.problem === 'format'
        ? t('validation.imageFormat')
        : t('validation.imageTooLarge', { size })
      : state.status === 'failed'
        ? (refusalMessage(state.error) ?? t('errors.uploadFailed'))
        : error;

  return (
    <div
      className={classes.picker}
      role="group"
      aria-labelledby={`${id}-label`}
      data-status={state.status}
      data-testid={testId}
    >
      <span id={`${id}-label`} className={classes.label}>
        {label}
      </span>
      {hint && <span className={classes.hint}>{hint}</span>}
      <div className={classes.frame}>
        {file && preview && broken !== preview ? (
          <img
            src={preview}
            alt={t('funds.upload.preview', { name: label })}
            className={classes.preview}
            onError={() => setBroken(preview)}
          />
        ) : file ? (
          <span className={classes.placeholder}>
            <bdi>{t('funds.upload.noPreview', { file: file.name })}</bdi>
          </span>
        ) : (
          <span className={classes.placeholder}>{t('funds.upload.hint', { size })}</span>
        )}
        {state.status === 'uploading' && (
          <span className={classes.overlay} aria-hidden="true">
            <Loader size="sm" />
          </span>
        )}
      </div>
      <p className={classes.status} role="status" data-testid={`${testId}-status`}>
        {state.status === 'uploading' && t('funds.upload.uploading')}
        {state.status === 'done' && (
          <>
            <CheckIcon size={14} aria-hidden="true" /> {t('funds.upload.uploaded')}
          </>
        )}
      </p>
      {problem && (
        <p
          className={classes.error}
          id={`${id}-error`}
          role={state.status === 'failed' || state.status === 'invalid' ? 'alert' : undefined}
          data-testid={`${testId}-error`}
        >
          {problem}
        </p>
      )}
      <div className={classes.actions}>
        <FileButton
          resetRef={reset}
          accept={IMAGE_ACCEPT}
          disabled={disabled}
          onChange={(chosen) => {
            upload.choose(chosen);
            reset.current?.();
          }}
          inputProps={{ 'data-testid': `${testId}-input`, 'aria-label': label } as object}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant={file ? 'default' : 'light'}
              disabled={disabled}
              aria-describedby={problem ? `${id}-error` : undefined}
            >
              {file ? t('funds.upload.change') : t('funds.upload.choose')}
            </Button>
          )}
        </FileButton>
        {state.status === 'failed' && (
          <Button size="xs" variant="light" color="red" onClick={upload.retry} disabled={disabled}>
            {t('funds.upload.retry')}
          </Button>
        )}
      </div>
    </div>
  );
}
