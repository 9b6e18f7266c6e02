import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  useSaveSmartProduct,
  useSmartPreview,
  useSmartProducts,
  type AdminSmartProduct,
  type AdminSmartProductList,
  type SmartStrategyId,
} from '../api/smart-api';
import classes from '../components/admin.module.css';
import { Details } from '../components/Details';
import { QueryState } from '../components/QueryState';
import { SmartRanges } from '../components/SmartRanges';
import { adminErrorMessage, displayError } from '../lib/errors';
import { useAdminFormat } from '../lib/format';
import {
  choiceText,
  DEFAULT_PARAMS,
  formMessage,
  paramText,
  formValuesOf,
  PARAM_FIELDS,
  previewBodyOf,
  productBodyOf,
  productFormSchema,
  STRATEGIES,
  TIMEFRAMES,
  type ProductFormValues,
} from '../lib/smart-form';
import { SMART_BASE } from './SmartProductsPage';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageFrame } from '@/components/ui/PageFrame';
import { useFormat } from '@/lib/format';
import { showToast } from '@/lib/toast';

/** Basis points typed in a field, as a percent beside it ("800" → "8.00%"); nothing if not a number. */
function BpHint({ value }: { value: string | undefined }) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = (value ?? '').trim();
  if (!/^\d{1,6}$/.test(text)) return null;
  return <>{t('admin.smart.form.bpAsPercent', { percent: format.basisPoints(Number(text)) })}</>;
}

/**
 * Create or edit a smart product (admin): instrument, strategy and its parameters (each explained,
 * checked by the domain's rules as typed), cycles, investment range, profit share, early-exit
 * damages, offered or not. "Run backtest" shows what the proposed product would have done over
 * the stored history — the figures the product page would show, with each cycle's equity curve —
 * before anything is saved; saving asks for a confirmation.
 */
export function SmartProductFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const query = useSmartProducts();
  const productId = id === undefined ? null : Number(id);
  return (
    <QueryState query={query} errorTitle={t('admin.smart.list.failed')}>
      {(data) => {
        const product = productId === null ? null : data.products.find((p) => p.id === productId);
        if (productId !== null && !product)
          return (
            <PageFrame title={t('admin.smart.form.editTitle', { code: id ?? '' })}>
              <Alert color="red" data-testid="smart-missing">
                {t('admin.smart.form.missing')}
              </Alert>
            </PageFrame>
          );
        return <ProductForm key={product?.id ?? 'new'} product={product ?? null} data={data} />;
      }}
    </QueryState>
  );
}

function ProductForm({
  product,
  data,
}: {
  product: AdminSmartProduct | null;
  data: AdminSmartProductList;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const adminFormat = useAdminFormat();
  const navigate = useNavigate();
  const creating = product === null;
  const schema = useMemo(() => productFormSchema(creating), [creating]);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    getValues,
    trigger,
    formState: { errors },
  } = useForm<ProductFormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValuesOf(product, data.instruments[0]?.code ?? ''),
    mode: 'onTouched',
  });
  const strategy = useWatch({ control, name: 'strategy' });
  const params = useWatch({ control, name: 'params' });
  const watched = useWatch({ control });
  const preview = useSmartPreview();
  const save = useSaveSmartProduct(product?.id ?? null);
  const [confirming, setConfirming] = useState<ProductFormValues | null>(null);
  const [previewed, setPreviewed] = useState<string | null>(null);
  const message = (text: string | undefined) => formMessage(t, text, strategy);

  const currentPreviewKey = JSON.stringify(
    previewBodyOf({ ...getValues(), ...watched } as ProductFormValues),
  );
  const stale = previewed !== null && previewed !== currentPreviewKey;

  const changeStrategy = (next: SmartStrategyId) => {
    setValue('strategy', next);
    const own =
      product && product.strategy === next ? formValuesOf(product).params : DEFAULT_PARAMS[next];
    setValue('params', { ...own }, { shouldValidate: false });
  };

  const runPreview = async () => {
    const valid = await trigger(['instrument', 'strategy', 'params', 'timeframes']);
    if (!valid) return;
    const body = previewBodyOf(getValues());
    setPreviewed(JSON.stringify(body));
    preview.mutate(body);
  };

  const confirmSave = () => {
    if (!confirming) return;
    save.mutate(productBodyOf(confirming), {
      onSuccess: (saved) => {
        showToast(t('admin.smart.form.saved', { code: saved.code }), 'success');
        void navigate(SMART_BASE);
      },
    });
  };

  /** The form's values as labelled texts, one per term and parameter (the confirmation). */
  const summary = (values: ProductFormValues) => [
    ...(creating
      ? [{ key: 'code', label: t('admin.smart.product.code'), text: values.code.trim() }]
      : []),
    { key: 'instrument', label: t('admin.smart.product.instrument'), text: values.instrument },
    {
      key: 'strategy',
      label: t('admin.smart.product.strategy'),
      text: t(`admin.smart.strategies.${values.strategy}`),
    },
    ...PARAM_FIELDS[values.strategy].map((f) => {
      const raw = (values.params[f.name] ?? '').trim();
      return {
        key: `params.${values.strategy}.${f.name}`,
        label: paramText(t, values.strategy, f.name, 'label'),
        text: f.kind === 'choice' ? choiceText(t, values.strategy, raw) : raw,
      };
    }),
    {
      key: 'timeframes',
      label: t('admin.smart.product.timeframes'),
      text: t('admin.smart.list.daysList', {
        list: TIMEFRAMES.filter((d) => values.timeframes.includes(String(d))).join(', '),
      }),
    },
    {
      key: 'investment',
      label: t('admin.smart.product.investment'),
      text: `${adminFormat.exact(values.minInvestment.trim())} – ${adminFormat.exact(values.maxInvestment.trim(), 'USDT')}`,
    },
    {
      key: 'profitShare',
      label: t('admin.smart.product.profitShare'),
      text: format.basisPoints(Number(values.profitShareBp)),
    },
    {
      key: 'damages',
      label: t('admin.smart.product.damages'),
      text: format.basisPoints(Number(values.earlyExitDamagesBp)),
    },
    {
      key: 'enabled',
      label: t('admin.smart.product.enabled'),
      text: values.enabled ? t('admin.smart.form.offered') : t('admin.smart.form.notOffered'),
    },
  ];

  /** An edit's changes against the product as stored (null when creating). */
  const changes = (() => {
    if (!confirming || !product) return null;
    const before = new Map(summary(formValuesOf(product)).map((e) => [e.key, e]));
    const after = summary(confirming);
    const afterKeys = new Set(after.map((e) => e.key));
    return [
      ...after.flatMap((e) => {
        const was = before.get(e.key);
        return was?.text === e.text
          ? []
          : [{ key: e.key, label: e.label, before: was?.text ?? '—', after: e.text }];
      }),
      ...[...before.values()]
        .filter((e) => !afterKeys.has(e.key))
        .map((e) => ({ key: e.key, label: e.label, before: e.text, after: '—' })),
    ];
  })();

  const instrumentOptions = data.instruments.map((i) => ({
    value: i.code,
    label: `${i.code} · ${i.name}`,
  }));

  return (
    <PageFrame
      title={
        creating
          ? t('admin.smart.form.createTitle')
          : t('admin.smart.form.editTitle', { code: product.code })
      }
      description={t('admin.smart.form.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <Anchor component={Link} to={SMART_BASE} size="sm">
          {t('admin.smart.form.back')}
        </Anchor>
        {!creating && product.runningPlans > 0 && (
          <Alert color="blue" data-testid="running-note">
            {t('admin.smart.form.runningNote', {
              count: product.runningPlans,
              principal: adminFormat.exact(product.runningPrincipal, 'USDT'),
            })}
          </Alert>
        )}
        <form
          className={classes.form}
          noValidate
          onSubmit={(event) => void handleSubmit((values) => setConfirming(values))(event)}
          data-testid="smart-form"
        >
          <section className={`${classes.card} ${classes.form}`} aria-labelledby="smart-what">
            <Title order={2} className={classes.sectionTitle} id="smart-what">
              {t('admin.smart.form.whatTitle')}
            </Title>
            {creating && (
              <TextInput
                label={t('admin.smart.product.code')}
                description={t('admin.smart.form.codeHelp')}
                autoCapitalize="none"
                spellCheck={false}
                dir="ltr"
                error={message(errors.code?.message)}
                {...register('code')}
              />
            )}
            <Controller
              control={control}
              name="instrument"
              render={({ field }) => (
                <NativeSelect
                  label={t('admin.smart.product.instrument')}
                  description={t('admin.smart.form.instrumentHelp')}
                  data={instrumentOptions}
                  value={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.value)}
                  onBlur={field.onBlur}
                  error={message(errors.instrument?.message)}
                  data-testid="field-instrument"
                />
              )}
            />
            <Controller
              control={control}
              name="strategy"
              render={({ field }) => (
                <NativeSelect
                  label={t('admin.smart.product.strategy')}
                  data={STRATEGIES.map((s) => ({
                    value: s,
                    label: t(`admin.smart.strategies.${s}`),
                  }))}
                  value={field.value}
                  onChange={(event) => changeStrategy(event.currentTarget.value as SmartStrategyId)}
                  data-testid="field-strategy"
                />
              )}
            />
            <Text size="sm" data-testid="strategy-help">
              {t(`admin.smart.strategyHelp.${strategy}`)}
            </Text>
            <fieldset className={classes.form} style={{ border: 0, padding: 0, margin: 0 }}>
              <legend style={{ fontWeight: 600, marginBottom: 8 }}>
                {t('admin.smart.form.paramsTitle')}
              </legend>
              {PARAM_FIELDS[strategy].map((field) => {
                const label = paramText(t, strategy, field.name, 'label');
                const help = paramText(t, strategy, field.name, 'help');
                const error = message(errors.params?.[field.name]?.message);
                if (field.kind === 'choice')
                  return (
                    <Controller
                      key={`${strategy}-${field.name}`}
                      control={control}
                      name={`params.${field.name}`}
                      render={({ field: f }) => (
                        <NativeSelect
                          label={label}
                          description={help}
                          data={(field.options ?? []).map((o) => ({
                            value: o,
                            label: choiceText(t, strategy, o),
                          }))}
                          value={f.value ?? ''}
                          onChange={(event) => f.onChange(event.currentTarget.value)}
                          error={error}
                          data-testid={`param-${field.name}`}
                        />
                      )}
                    />
                  );
                return (
                  <TextInput
                    key={`${strategy}-${field.name}`}
                    label={label}
                    description={
                      <>
                        {help} {field.kind === 'bp' && <BpHint value={params?.[field.name]} />}
                      </>
                    }
                    inputMode="numeric"
                    dir="ltr"
                    error={error}
                    data-testid={`param-${field.name}`}
                    {...register(`params.${field.name}`)}
                  />
                );
              })}
            </fieldset>
            <Controller
              control={control}
              name="timeframes"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('admin.smart.product.timeframes')}
                  description={t('admin.smart.form.timeframesHelp')}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(errors.timeframes?.message)}
                  data-testid="field-timeframes"
                >
                  <Group gap="md" mt={6}>
                    {TIMEFRAMES.map((days) => (
                      <Checkbox
                        key={days}
                        value={String(days)}
                        label={t('admin.smart.cycleDays', { days: days })}
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
            />
          </section>

          <section
            className={`${classes.card} ${classes.form}`}
            aria-labelledby="smart-preview-title"
          >
            <Title order={2} className={classes.sectionTitle} id="smart-preview-title">
              {t('admin.smart.preview.title')}
            </Title>
            <Text size="sm">{t('admin.smart.preview.help')}</Text>
            <Group>
              <Button
                variant="light"
                onClick={() => void runPreview()}
                loading={preview.isPending}
                data-testid="smart-preview"
              >
                {t('admin.smart.preview.run')}
              </Button>
            </Group>
            {preview.isError && (
              <Alert color="red" data-testid="preview-error">
                {adminErrorMessage(preview.error)}
              </Alert>
            )}
            {stale && preview.data && (
              <Alert color="yellow" data-testid="preview-stale">
                {t('admin.smart.preview.stale')}
              </Alert>
            )}
            {preview.data && !preview.isPending && (
              <>
                <SmartRanges ranges={preview.data.ranges} testId="preview-ranges" />
                <Text size="xs" c="gray.7">
                  {t('admin.smart.preview.elapsed', {
                    seconds: format.number((preview.data.elapsedMs / 1000).toFixed(1)),
                  })}
                </Text>
              </>
            )}
          </section>

          <section className={`${classes.card} ${classes.form}`} aria-labelledby="smart-terms">
            <Title order={2} className={classes.sectionTitle} id="smart-terms">
              {t('admin.smart.form.termsTitle')}
            </Title>
            <div className={classes.fieldGrid}>
              <TextInput
                label={t('admin.smart.product.minInvestment')}
                rightSection={<Text size="xs">USDT</Text>}
                rightSectionWidth={52}
                inputMode="decimal"
                dir="ltr"
                error={message(errors.minInvestment?.message)}
                {...register('minInvestment')}
              />
              <TextInput
                label={t('admin.smart.product.maxInvestment')}
                rightSection={<Text size="xs">USDT</Text>}
                rightSectionWidth={52}
                inputMode="decimal"
                dir="ltr"
                error={message(errors.maxInvestment?.message)}
                {...register('maxInvestment')}
              />
            </div>
            <div className={classes.fieldGrid}>
              <TextInput
                label={t('admin.smart.product.profitShareBp')}
                description={
                  <>
                    {t('admin.smart.form.profitShareHelp')} <BpHint value={watched.profitShareBp} />
                  </>
                }
                inputMode="numeric"
                dir="ltr"
                error={message(errors.profitShareBp?.message)}
                {...register('profitShareBp')}
              />
              <TextInput
                label={t('admin.smart.product.damagesBp')}
                description={
                  <>
                    {t('admin.smart.form.damagesHelp')}{' '}
                    <BpHint value={watched.earlyExitDamagesBp} />
                  </>
                }
                inputMode="numeric"
                dir="ltr"
                error={message(errors.earlyExitDamagesBp?.message)}
                {...register('earlyExitDamagesBp')}
              />
            </div>
            <Controller
              control={control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  label={t('admin.smart.form.enabled')}
                  description={t('admin.smart.form.enabledHelp')}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.currentTarget.checked)}
                  data-testid="field-enabled"
                />
              )}
            />
          </section>
          <Group>
            <Button type="submit" data-testid="smart-save">
              {creating ? t('admin.smart.form.create') : t('admin.smart.form.save')}
            </Button>
          </Group>
        </form>
      </div>
      {confirming && (
        <ConfirmDialog
          title={creating ? t('admin.smart.form.confirmCreate') : t('admin.smart.form.confirmEdit')}
          busy={save.isPending}
          onClose={() => {
            setConfirming(null);
            save.reset();
          }}
          testId="smart-confirm"
          error={displayError(save.error)}
          errorTestId="smart-save-error"
          confirmLabel={creating ? t('admin.smart.form.create') : t('admin.smart.form.save')}
          confirmTestId="smart-confirm-save"
          onConfirm={confirmSave}
          warning={
            !creating ? <Text size="sm">{t('admin.smart.form.confirmRunning')}</Text> : undefined
          }
        >
          {changes && (
            <section className={classes.section} aria-labelledby="smart-changes-title">
              <Text fw={600} size="sm" id="smart-changes-title">
                {t('admin.smart.form.changesTitle')}
              </Text>
              {changes.length === 0 ? (
                <Text size="sm" data-testid="smart-confirm-changes">
                  {t('admin.smart.form.noChanges')}
                </Text>
              ) : (
                <ul
                  data-testid="smart-confirm-changes"
                  style={{ margin: 0, paddingInlineStart: 20 }}
                >
                  {changes.map((change) => (
                    <li key={change.key}>
                      <Text size="sm">
                        {t('admin.smart.form.change', {
                          label: change.label,
                          before: change.before,
                          after: change.after,
                        })}
                      </Text>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )}
          <Details
            testId="smart-confirm-details"
            rows={summary(confirming).map((entry) => [entry.label, entry.text] as const)}
          />
        </ConfirmDialog>
      )}
    </PageFrame>
  );
}
