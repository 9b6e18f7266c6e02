import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Radio, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fundsApi, type KycSubmission } from '../api/funds-api';
import { useImageUpload, type ImageUpload } from '../hooks/useImageUpload';
import {
  KYC_LIMITS,
  kycSchema,
  today,
  type KycField,
  type KycFormInput,
  type KycFormValues,
  type KycMessage,
} from '../lib/kyc-schema';
import classes from './Funds.module.css';
import { ImagePicker } from './ImagePicker';
import { SignaturePad } from '@/components/ui/SignaturePad';
import { errorMessage } from '@/lib/api-client';
import { exportSignature, isSigned, type Strokes } from '@/lib/signature';

const DOCUMENT_TYPES = ['id_card', 'driver_licence', 'passport'] as const;

/** The form's starting values: empty, or the text of a failed submission being corrected. */
function initialValues(previous: KycSubmission | null | undefined): Partial<KycFormInput> {
  if (!previous) {
    return {
      firstName: '',
      lastName: '',
      birthDate: '',
      country: '',
      address: '',
      phone: '',
      documentNumber: '',
    };
  }
  const { firstName, lastName, sex, birthDate, country, address, phone } = previous;
  const { documentType, documentNumber } = previous;
  return {
    firstName,
    lastName,
    sex,
    birthDate,
    country,
    address,
    phone,
    documentType,
    documentNumber,
  };
}

/**
 * The KYC form (PRODUCT §8): name, sex, birth date, country, address, phone, document type and
 * number, front / back / holding photos (each uploaded as soon as it is chosen), and a signature
 * drawn on screen. On submit: the text is checked, every photo must have uploaded and the pad
 * must be signed; the signature is exported as a PNG and uploaded, then `identification` is
 * posted with the four upload ids. A refusal is shown above the form and nothing is lost.
 */
export function KycForm({
  previous,
  onSubmitted,
}: {
  /** A failed submission: its text fills the form again (the photos are chosen again). */
  previous?: KycSubmission | null;
  /** After the server's 20001: its message. */
  onSubmitted: (message: string) => void;
}) {
  const { t } = useTranslation();
  const front = useImageUpload('kyc_front');
  const back = useImageUpload('kyc_back');
  const holding = useImageUpload('kyc_holding');
  const [strokes, setStrokes] = useState<Strokes>([]);
  const canvas = useRef<HTMLCanvasElement>(null);
  /** The signature last uploaded, reused while the strokes have not changed. */
  const signatureUpload = useRef<{ strokes: Strokes; id: string } | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<KycFormInput, unknown, KycFormValues>({
    resolver: zodResolver(kycSchema),
    defaultValues: initialValues(previous),
  });

  const message = (field: KycField, error: FieldError | undefined) =>
    error?.message
      ? t(error.message as KycMessage, {
          max: field in KYC_LIMITS ? KYC_LIMITS[field as keyof typeof KYC_LIMITS] : 0,
        })
      : undefined;
  const fieldProps = (field: KycField) => ({
    error: message(field, errors[field]),
    'aria-invalid': errors[field] ? true : undefined,
    disabled: busy,
  });

  const photos: [ImageUpload, string, string, string | undefined][] = [
    [front, 'kyc-front', t('funds.kyc.form.front'), t('funds.kyc.form.frontHint')],
    [back, 'kyc-back', t('funds.kyc.form.back'), t('funds.kyc.form.backHint')],
    [holding, 'kyc-holding', t('funds.kyc.form.holding'), t('funds.kyc.form.holdingHint')],
  ];
  const photoError = (upload: ImageUpload) => {
    if (!attempted) return undefined;
    if (upload.state.status === 'uploading') return t('funds.upload.wait');
    if (upload.state.status === 'empty') return t('funds.upload.required');
    return undefined;
  };
  const photosMissing = photos.some(([upload]) => upload.state.status !== 'done');
  const signed = isSigned(strokes);

  async function send(values: KycFormValues) {
    setFormError(null);
    if (photosMissing || !signed || !canvas.current) return;
    const [frontId, backId, holdingId] = photos.map(([upload]) =>
      upload.state.status === 'done' ? upload.state.id : '',
    ) as [string, string, string];
    setBusy(true);
    try {
      let signatureId = signatureUpload.current?.strokes === strokes && signatureUpload.current.id;
      if (!signatureId) {
        const png = await exportSignature(canvas.current, strokes);
        signatureId = (await fundsApi.upload('kyc_signature', png)).id;
        signatureUpload.current = { strokes, id: signatureId };
      }
      const reply = await fundsApi.identify({
        ...values,
        frontImageId: frontId,
        backImageId: backId,
        holdingImageId: holdingId,
        signatureImageId: signatureId,
      });
      onSubmitted(reply.msg || t('funds.kyc.form.submitted'));
    } catch (error) {
      setFormError(errorMessage(error));
      setBusy(false);
    }
  }

  const submit = handleSubmit(send);

  return (
    <form
      className={classes.form}
      noValidate
      onSubmit={(event) => {
        setAttempted(true);
        void submit(event);
      }}
      data-testid="kyc-form"
    >
      <p className={classes.muted}>{t('funds.kyc.form.intro')}</p>

      <fieldset className={classes.fieldset}>
        <legend className={classes.sectionTitle}>{t('funds.kyc.form.personal')}</legend>
        <div className={classes.fields}>
          <TextInput
            label={t('funds.kyc.form.firstName')}
            autoComplete="given-name"
            maxLength={KYC_LIMITS.firstName}
            {...fieldProps('firstName')}
            {...register('firstName')}
          />
          <TextInput
            label={t('funds.kyc.form.lastName')}
            autoComplete="family-name"
            maxLength={KYC_LIMITS.lastName}
            {...fieldProps('lastName')}
            {...register('lastName')}
          />
          <Controller
            control={control}
            name="sex"
            render={({ field }) => (
              <Radio.Group
                label={t('funds.kyc.form.sex')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={message('sex', errors.sex)}
              >
                <div className={classes.choices}>
                  <Radio
                    value="male"
                    label={t('funds.kyc.form.male')}
                    disabled={busy}
                    ref={field.ref}
                  />
                  <Radio value="female" label={t('funds.kyc.form.female')} disabled={busy} />
                </div>
              </Radio.Group>
            )}
          />
          <TextInput
            type="date"
            label={t('funds.kyc.form.birthDate')}
            autoComplete="bday"
            max={today()}
            {...fieldProps('birthDate')}
            {...register('birthDate')}
          />
          <TextInput
            label={t('funds.kyc.form.country')}
            autoComplete="country-name"
            maxLength={KYC_LIMITS.country}
            {...fieldProps('country')}
            {...register('country')}
          />
          <TextInput
            type="tel"
            label={t('funds.kyc.form.phone')}
            autoComplete="tel"
            dir="ltr"
            maxLength={KYC_LIMITS.phone}
            {...fieldProps('phone')}
            {...register('phone')}
          />
          <Textarea
            className={classes.wide}
            label={t('funds.kyc.form.address')}
            autoComplete="street-address"
            rows={2}
            maxLength={KYC_LIMITS.address}
            {...fieldProps('address')}
            {...register('address')}
          />
        </div>
      </fieldset>

      <fieldset className={classes.fieldset}>
        <legend className={classes.sectionTitle}>{t('funds.kyc.form.document')}</legend>
        <div className={classes.fields}>
          <Controller
            control={control}
            name="documentType"
            render={({ field }) => (
              <Radio.Group
                className={classes.wide}
                label={t('funds.kyc.form.documentType')}
                value={field.value ?? null}
                onChange={field.onChange}
                error={message('documentType', errors.documentType)}
              >
                <div className={classes.choices}>
                  {DOCUMENT_TYPES.map((type, index) => (
                    <Radio
                      key={type}
                      value={type}
                      label={t(`funds.kyc.form.${type}`)}
                      disabled={busy}
                      ref={index === 0 ? field.ref : undefined}
                    />
                  ))}
                </div>
              </Radio.Group>
            )}
          />
          <TextInput
            label={t('funds.kyc.form.documentNumber')}
            autoComplete="off"
            dir="ltr"
            maxLength={KYC_LIMITS.documentNumber}
            {...fieldProps('documentNumber')}
            {...register('documentNumber')}
          />
        </div>
      </fieldset>

      <fieldset className={classes.fieldset}>
        <legend className={classes.sectionTitle}>{t('funds.kyc.form.photos')}</legend>
        <p className={classes.muted}>{t('funds.kyc.form.photosHint')}</p>
        {attempted && photosMissing && (
          <Alert color="red" variant="light" data-testid="kyc-photos-error">
            {t('validation.uploadImages')}
          </Alert>
        )}
        <div className={classes.photos}>
          {photos.map(([upload, testId, label, hint]) => (
            <ImagePicker
              key={testId}
              label={label}
              hint={hint}
              upload={upload}
              error={photoError(upload)}
              testId={testId}
              disabled={busy}
            />
          ))}
        </div>
      </fieldset>

      <SignaturePad
        texts={{
          label: t('funds.kyc.form.signature'),
          signed: t('funds.kyc.signature.signed'),
          empty: t('funds.kyc.signature.empty'),
          instructions: t('funds.kyc.signature.instructions'),
          pad: t('funds.kyc.signature.pad'),
          clear: t('funds.kyc.signature.clear'),
        }}
        strokes={strokes}
        onChange={setStrokes}
        canvasRef={canvas}
        error={attempted && !signed ? t('validation.notSigned') : undefined}
        disabled={busy}
      />

      {formError && (
        <Alert color="red" variant="light" role="alert" data-testid="kyc-error">
          {formError}
        </Alert>
      )}
      {attempted && !formError && (Object.keys(errors).length > 0 || photosMissing || !signed) && (
        <Alert color="red" variant="light" role="alert" data-testid="kyc-incomplete">
          {t('validation.completeInformation')}
        </Alert>
      )}
      <div className={classes.actions}>
        <Button type="submit" loading={busy} data-testid="kyc-submit">
          {t('funds.kyc.form.submit')}
        </Button>
      </div>
    </form>
  );
}
