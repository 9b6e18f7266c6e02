import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { SecurityStatus, TotpEnrolment } from '@meridian/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { securityApi, securityKeys } from '../security-api';
import { SettingsSection } from './SettingsSection';
import classes from './Security.module.css';
import { QrCode } from '@/components/ui/QrCode';
import { errorMessage } from '@/lib/api-client';
import { saveBlob } from '@/lib/download';
import { useFormat } from '@/lib/format';
import { showToast } from '@/lib/toast';

const SIX_DIGITS = /^\d{6}$/;

/** The secret in groups of four, as authenticator apps show keys typed by hand. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** After turning it on: the ten recovery codes, shown this once, until "I have saved them". */
function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('security.twoFactor.recoveryTitle')}
      data-testid="recovery-codes"
    >
      <Stack gap="sm">
        <Text size="sm">{t('security.twoFactor.recoveryDetail')}</Text>
        <ol className={classes.codes} aria-label={t('security.twoFactor.recoveryList')} dir="ltr">
          {codes.map((code) => (
            <li key={code} data-testid="recovery-code">
              {code}
            </li>
          ))}
        </ol>
        <Group gap="sm">
          <CopyButton value={text} timeout={1500}>
            {({ copied, copy }) => (
              <Button variant="default" size="sm" onClick={copy} data-testid="recovery-copy">
                {copied ? t('security.twoFactor.copied') : t('security.twoFactor.copyCodes')}
              </Button>
            )}
          </CopyButton>
          <Button
            variant="default"
            size="sm"
            onClick={() =>
              saveBlob(new Blob([text], { type: 'text/plain' }), 'meridian-recovery-codes.txt')
            }
            data-testid="recovery-download"
          >
            {t('security.twoFactor.download')}
          </Button>
          <Button size="sm" onClick={onSaved} data-testid="recovery-saved">
            {t('security.twoFactor.saved')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** Scan the QR code (or type the key), then prove it with a code: two-factor sign-in is on. */
function Enrolment({
  enrolment,
  onCancel,
  onEnabled,
}: {
  enrolment: TotpEnrolment;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const confirm = useMutation({
    mutationFn: (value: string) => securityApi.confirmTotp(value),
    onSuccess: (reply) => onEnabled(reply.recoveryCodes),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!SIX_DIGITS.test(value)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    confirm.mutate(value);
  };
  return (
    <form className={classes.enrol} onSubmit={submit} noValidate data-testid="totp-enrolment">
      <div className={classes.qrBlock}>
        <QrCode
          value={enrolment.otpauthUrl}
          label={t('security.twoFactor.qrLabel')}
          size={184}
          testId="totp-qr"
        />
      </div>
      <Stack gap="sm" className={classes.enrolSteps}>
        <Text size="sm">{t('security.twoFactor.scan')}</Text>
        <div>
          <Text size="sm" c="gray.7" id="totp-key-label">
            {t('security.twoFactor.key')}
          </Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <code
              className={classes.key}
              dir="ltr"
              data-testid="totp-key"
              aria-labelledby="totp-key-label"
            >
              {groupedKey(enrolment.secret)}
            </code>
            <CopyButton value={enrolment.secret} timeout={1500}>
              {({ copied, copy }) => (
                <Button variant="default" size="xs" onClick={copy}>
                  {copied ? t('security.twoFactor.copied') : t('security.twoFactor.copyKey')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </div>
        <Text size="sm">{t('security.twoFactor.enterCode')}</Text>
        <TextInput
          label={t('security.twoFactor.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          dir="ltr"
          className={classes.codeInput}
          error={invalid ? t('security.twoFactor.codeRule') : undefined}
          data-testid="totp-confirm-code"
        />
        {confirm.error && (
          <Alert color="red" variant="light" role="alert" data-testid="totp-confirm-error">
            {errorMessage(confirm.error)}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={confirm.isPending} data-testid="totp-confirm">
            {t('security.twoFactor.turnOn')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={confirm.isPending}>
            {t('security.twoFactor.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Password (when the account has one) and a code or recovery code turn it off. */
function DisableDialog({
  status,
  onClose,
  onDone,
}: {
  status: SecurityStatus;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const disable = useMutation({
    mutationFn: () =>
      securityApi.disableTotp({
        ...(status.hasPassword ? { password } : {}),
        code: code.trim(),
      }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim() === '' || (status.hasPassword && password === '')) {
      setMissing(true);
      return;
    }
    setMissing(false);
    disable.mutate();
  };
  return (
    <Modal
      opened
      onClose={() => !disable.isPending && onClose()}
      title={t('security.twoFactor.turnOffTitle')}
      centered
    >
      <form onSubmit={submit} noValidate data-testid="totp-disable">
        <Stack gap="sm">
          <Text size="sm">{t('security.twoFactor.turnOffDetail')}</Text>
          {status.hasPassword && (
            <PasswordInput
              label={t('security.twoFactor.password')}
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              autoComplete="current-password"
              error={missing && password === '' ? t('security.twoFactor.required') : undefined}
              data-testid="totp-disable-password"
            />
          )}
          <TextInput
            label={t('security.twoFactor.codeOrRecovery')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="one-time-code"
            dir="ltr"
            error={missing && code.trim() === '' ? t('security.twoFactor.required') : undefined}
            data-testid="totp-disable-code"
          />
          {disable.error && (
            <Alert color="red" variant="light" role="alert" data-testid="totp-disable-error">
              {errorMessage(disable.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={disable.isPending}>
              {t('security.twoFactor.cancel')}
            </Button>
            <Button
              type="submit"
              color="red"
              loading={disable.isPending}
              data-testid="totp-disable-submit"
            >
              {t('security.twoFactor.turnOff')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The two-factor card of the Security page. */
export function TwoFactorSection({ status }: { status: SecurityStatus }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: securityKeys.all });
  const start = useMutation({
    mutationFn: () => securityApi.startTotp(),
    onSuccess: setEnrolment,
  });

  return (
    <SettingsSection
      id="two-factor"
      title={t('security.twoFactor.title')}
      description={t('security.twoFactor.description')}
      aside={
        <Badge
          color={status.twoFactorEnabled ? 'teal' : 'gray'}
          variant="light"
          radius="sm"
          tt="none"
          data-testid="totp-status"
        >
          {t(status.twoFactorEnabled ? 'security.twoFactor.on' : 'security.twoFactor.off')}
        </Badge>
      }
    >
      <Stack gap="md">
        {recoveryCodes && (
          <RecoveryCodes codes={recoveryCodes} onSaved={() => setRecoveryCodes(null)} />
        )}
        {status.twoFactorEnabled && !recoveryCodes && (
          <Group justify="space-between" gap="sm">
            <Stack gap={2}>
              {status.enabledAt !== null && (
                <Text size="sm">
                  {t('security.twoFactor.since', {
                    date: format.date(status.enabledAt),
                  })}
                </Text>
              )}
              <Text size="sm" c="gray.7" data-testid="recovery-left">
                {t('security.twoFactor.recoveryLeft', { count: status.recoveryCodesLeft })}
              </Text>
            </Stack>
            <Button
              variant="default"
              color="red"
              onClick={() => setDisabling(true)}
              data-testid="totp-turn-off"
            >
              {t('security.twoFactor.turnOff')}
            </Button>
          </Group>
        )}
        {!status.twoFactorEnabled && !enrolment && (
          <div>
            {start.error && (
              <Alert color="red" variant="light" role="alert" mb="sm">
                {errorMessage(start.error)}
              </Alert>
            )}
            <Button
              onClick={() => start.mutate()}
              loading={start.isPending}
              data-testid="totp-start"
            >
              {t('security.twoFactor.start')}
            </Button>
          </div>
        )}
        {!status.twoFactorEnabled && enrolment && (
          <Enrolment
            enrolment={enrolment}
            onCancel={() => setEnrolment(null)}
            onEnabled={(codes) => {
              setEnrolment(null);
              setRecoveryCodes(codes);
              // The server said it is on: the card says so at once, not after the refetch
              // (which fills in the date).
              queryClient.setQueryData<SecurityStatus>(securityKeys.status, (old) =>
                old ? { ...old, twoFactorEnabled: true, recoveryCodesLeft: codes.length } : old,
              );
              showToast(t('security.twoFactor.enabled'), 'success');
              refresh();
            }}
          />
        )}
      </Stack>
      {disabling && (
        <DisableDialog
          status={status}
          onClose={() => setDisabling(false)}
          onDone={() => {
            setDisabling(false);
            showToast(t('security.twoFactor.disabled'), 'success');
            refresh();
          }}
        />
      )}
    </SettingsSection>
  );
}
