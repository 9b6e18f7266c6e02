import { zodResolver } from '@hookform/resolvers/zod';
import {
  Accordion,
  Alert,
  Anchor,
  Button,
  Group,
  Radio,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { LANGUAGE_HTML_TAGS, LANGUAGE_NATIVE_NAMES } from '@meridian/i18n';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { NFTS_PATH, useCreateNft } from '../api/nfts-api';
import classes from '../components/admin.module.css';
import { Details, type DetailRow } from '../components/Details';
import { displayError } from '../lib/errors';
import { useAdminFormat } from '../lib/format';
import {
  CHAIN_MAX,
  EMPTY_NFT_FORM,
  hasAuction,
  hasBuyNow,
  NAME_MAX,
  nftBodyOf,
  nftFormMessage,
  nftFormSchema,
  OTHER_LANGUAGES,
  otherLanguagesOf,
  SALE_TYPES,
  STORY_MAX,
  TITLE_MAX,
  type NftFormValues,
} from '../lib/nft-form';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { PageFrame } from '@/components/ui/PageFrame';
import { useFormat } from '@/lib/format';
import { showToast } from '@/lib/toast';

const OTHERS_PANEL = 'other-languages';

/** A language's texts have a problem (a title or story too long): the panel must be open to see it. */
function othersHaveErrors(errors: FieldErrors<NftFormValues>): boolean {
  return OTHER_LANGUAGES.some(
    (language) =>
      errors.titles?.[language] !== undefined || errors.stories?.[language] !== undefined,
  );
}

/**
 * Lists a new item on the charity NFT market (content, admin): the artwork it stands for (token
 * id, chain, contract, creator), its title and story (English required, the other languages in a
 * panel that opens), how it is sold (an auction with its start price, price step and optional
 * reserve; a buy-now price; or both) and when bidding starts and ends, in UTC. A summary asks for
 * a confirmation before anything is created; the server's refusal shows in it.
 */
export function NftCreatePage() {
  const { t } = useTranslation();
  const format = useFormat();
  const adminFormat = useAdminFormat();
  const navigate = useNavigate();
  const [othersOpen, setOthersOpen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<NftFormValues | null>(null);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NftFormValues>({
    resolver: zodResolver(nftFormSchema),
    defaultValues: EMPTY_NFT_FORM,
    mode: 'onTouched',
  });
  const saleType = useWatch({ control, name: 'saleType' });
  const create = useCreateNft();
  const message = (text: string | undefined) => nftFormMessage(t, text);

  const onInvalid = (problems: FieldErrors<NftFormValues>) => {
    if (othersHaveErrors(problems)) setOthersOpen(OTHERS_PANEL);
  };

  const confirm = () => {
    if (!confirming) return;
    create.mutate(nftBodyOf(confirming), {
      onSuccess: (item) => {
        showToast(t('admin.nfts.form.created', { title: item.title }), 'success');
        void navigate(NFTS_PATH);
      },
    });
  };

  /** The form's values as labelled texts (the confirmation). */
  const summary = (values: NftFormValues): DetailRow[] => {
    const body = nftBodyOf(values);
    const usdt = (value: string | null) =>
      value === null ? t('admin.nfts.form.none') : adminFormat.exact(value, 'USDT');
    const utc = (ms: number) => format.chartTime(ms, 'dateTime');
    const others = otherLanguagesOf(values);
    return [
      [t('admin.nfts.form.tokenId'), body.tokenId, { mono: true }],
      [t('admin.nfts.form.chain'), body.chain],
      [t('admin.nfts.form.contractAddress'), body.contractAddress, { mono: true }],
      [t('admin.nfts.form.creator'), body.creator],
      [t('admin.nfts.form.titleEn'), body.titles.en ?? ''],
      [
        t('admin.nfts.form.otherLanguages'),
        others.length === 0
          ? t('admin.nfts.form.none')
          : others.map((language) => LANGUAGE_NATIVE_NAMES[language]).join(', '),
      ],
      [t('admin.nfts.form.saleType'), t(`admin.nfts.saleTypes.${values.saleType}`)],
      ...(hasAuction(values.saleType)
        ? ([
            [t('admin.nfts.form.startPrice'), usdt(body.startPrice)],
            [t('admin.nfts.form.priceStep'), usdt(body.priceStep)],
            [t('admin.nfts.form.reservePrice'), usdt(body.reservePrice)],
          ] as DetailRow[])
        : []),
      ...(hasBuyNow(values.saleType)
        ? ([[t('admin.nfts.form.buyNowPrice'), usdt(body.buyNowPrice)]] as DetailRow[])
        : []),
      [t('admin.nfts.form.startsAt'), utc(body.startsAt)],
      [t('admin.nfts.form.endsAt'), utc(body.endsAt)],
    ];
  };

  const price = (
    name: 'startPrice' | 'priceStep' | 'reservePrice' | 'buyNowPrice',
    description?: string,
  ) => (
    <TextInput
      label={t(`admin.nfts.form.${name}`)}
      description={description}
      rightSection={<Text size="xs">USDT</Text>}
      rightSectionWidth={52}
      inputMode="decimal"
      dir="ltr"
      required={name === 'startPrice' || name === 'buyNowPrice' || name === 'priceStep'}
      error={message(errors[name]?.message)}
      data-testid={`field-${name}`}
      {...register(name)}
    />
  );

  return (
    <PageFrame
      title={t('admin.nfts.form.title')}
      description={t('admin.nfts.form.description')}
      width="wide"
    >
      <div className={classes.stack}>
        <Anchor component={Link} to={NFTS_PATH} size="sm">
          {t('admin.nfts.form.back')}
        </Anchor>
        <form
          className={classes.form}
          noValidate
          onSubmit={(event) =>
            void handleSubmit((values) => {
              create.reset();
              setConfirming(values);
            }, onInvalid)(event)
          }
          data-testid="nft-form"
        >
          <section className={`${classes.card} ${classes.form}`} aria-labelledby="nft-artwork">
            <Title order={2} className={classes.sectionTitle} id="nft-artwork">
              {t('admin.nfts.form.artworkTitle')}
            </Title>
            <Text size="sm">{t('admin.nfts.form.custody')}</Text>
            <div className={classes.fieldGrid}>
              <TextInput
                label={t('admin.nfts.form.tokenId')}
                description={t('admin.nfts.form.tokenIdHelp')}
                inputMode="numeric"
                dir="ltr"
                required
                error={message(errors.tokenId?.message)}
                {...register('tokenId')}
              />
              <TextInput
                label={t('admin.nfts.form.chain')}
                required
                maxLength={CHAIN_MAX}
                error={message(errors.chain?.message)}
                {...register('chain')}
              />
            </div>
            <div className={classes.fieldGrid}>
              <TextInput
                label={t('admin.nfts.form.contractAddress')}
                dir="ltr"
                autoCapitalize="none"
                spellCheck={false}
                required
                maxLength={NAME_MAX}
                error={message(errors.contractAddress?.message)}
                {...register('contractAddress')}
              />
              <TextInput
                label={t('admin.nfts.form.creator')}
                required
                maxLength={NAME_MAX}
                error={message(errors.creator?.message)}
                {...register('creator')}
              />
            </div>
          </section>

          <section className={`${classes.card} ${classes.form}`} aria-labelledby="nft-texts">
            <Title order={2} className={classes.sectionTitle} id="nft-texts">
              {t('admin.nfts.form.textsTitle')}
            </Title>
            <TextInput
              label={t('admin.nfts.form.titleEn')}
              lang="en"
              required
              maxLength={TITLE_MAX}
              error={message(errors.titles?.en?.message)}
              {...register('titles.en')}
            />
            <Textarea
              label={t('admin.nfts.form.storyEn')}
              lang="en"
              required
              rows={5}
              maxLength={STORY_MAX}
              error={message(errors.stories?.en?.message)}
              {...register('stories.en')}
            />
            <Accordion variant="contained" value={othersOpen} onChange={setOthersOpen}>
              <Accordion.Item value={OTHERS_PANEL}>
                <Accordion.Control data-testid="nft-other-languages">
                  {t('admin.nfts.form.otherLanguages')}
                </Accordion.Control>
                <Accordion.Panel>
                  <div className={classes.form}>
                    <Text size="sm">{t('admin.nfts.form.otherLanguagesHelp')}</Text>
                    {OTHER_LANGUAGES.map((language) => (
                      <fieldset
                        key={language}
                        className={classes.form}
                        style={{ border: 0, padding: 0, margin: 0 }}
                      >
                        <legend style={{ fontWeight: 600, marginBottom: 8 }}>
                          {LANGUAGE_NATIVE_NAMES[language]}
                        </legend>
                        <TextInput
                          label={t('admin.nfts.form.titleIn', {
                            language: LANGUAGE_NATIVE_NAMES[language],
                          })}
                          lang={LANGUAGE_HTML_TAGS[language]}
                          dir={language === 'ar' ? 'rtl' : undefined}
                          maxLength={TITLE_MAX}
                          error={message(errors.titles?.[language]?.message)}
                          {...register(`titles.${language}`)}
                        />
                        <Textarea
                          label={t('admin.nfts.form.storyIn', {
                            language: LANGUAGE_NATIVE_NAMES[language],
                          })}
                          lang={LANGUAGE_HTML_TAGS[language]}
                          dir={language === 'ar' ? 'rtl' : undefined}
                          rows={3}
                          maxLength={STORY_MAX}
                          error={message(errors.stories?.[language]?.message)}
                          {...register(`stories.${language}`)}
                        />
                      </fieldset>
                    ))}
                  </div>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </section>

          <section className={`${classes.card} ${classes.form}`} aria-labelledby="nft-sale">
            <Title order={2} className={classes.sectionTitle} id="nft-sale">
              {t('admin.nfts.form.saleTitle')}
            </Title>
            <Controller
              control={control}
              name="saleType"
              render={({ field }) => (
                <Radio.Group
                  label={t('admin.nfts.form.saleType')}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data-testid="field-saleType"
                >
                  <div className={classes.form} style={{ marginTop: 8 }}>
                    {SALE_TYPES.map((type) => (
                      <Radio
                        key={type}
                        value={type}
                        label={t(`admin.nfts.saleTypes.${type}`)}
                        description={t(`admin.nfts.form.saleTypeHelp.${type}`)}
                      />
                    ))}
                  </div>
                </Radio.Group>
              )}
            />
            {hasAuction(saleType) && (
              <div className={classes.fieldGrid}>
                {price('startPrice')}
                {price('priceStep', t('admin.nfts.form.priceStepHelp'))}
                {price('reservePrice', t('admin.nfts.form.reserveHelp'))}
              </div>
            )}
            {hasBuyNow(saleType) && (
              <div className={classes.fieldGrid}>
                {price(
                  'buyNowPrice',
                  saleType === 'both' ? t('admin.nfts.form.buyNowHelp') : undefined,
                )}
              </div>
            )}
          </section>

          <section className={`${classes.card} ${classes.form}`} aria-labelledby="nft-schedule">
            <Title order={2} className={classes.sectionTitle} id="nft-schedule">
              {t('admin.nfts.form.scheduleTitle')}
            </Title>
            <Alert color="blue" variant="light" data-testid="nft-utc-note">
              {t('admin.nfts.form.utcNote')}
            </Alert>
            <div className={classes.fieldGrid}>
              <TextInput
                type="datetime-local"
                label={t('admin.nfts.form.startsAt')}
                dir="ltr"
                required
                error={message(errors.startsAt?.message)}
                data-testid="field-startsAt"
                {...register('startsAt')}
              />
              <TextInput
                type="datetime-local"
                label={t('admin.nfts.form.endsAt')}
                description={t('admin.nfts.form.endsAtHelp')}
                dir="ltr"
                required
                error={message(errors.endsAt?.message)}
                data-testid="field-endsAt"
                {...register('endsAt')}
              />
            </div>
          </section>
          <Group>
            <Button type="submit" data-testid="nft-review">
              {t('admin.nfts.form.review')}
            </Button>
          </Group>
        </form>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('admin.nfts.form.confirmTitle')}
          busy={create.isPending}
          onClose={() => {
            setConfirming(null);
            create.reset();
          }}
          onConfirm={confirm}
          error={displayError(create.error)}
          confirmLabel={t('admin.nfts.form.create')}
          testId="nft-confirm"
          errorTestId="nft-create-error"
          confirmTestId="nft-confirm-create"
        >
          <Text size="sm">{t('admin.nfts.form.confirmText')}</Text>
          <Details testId="nft-confirm-details" rows={summary(confirming)} />
        </ConfirmDialog>
      )}
    </PageFrame>
  );
}
