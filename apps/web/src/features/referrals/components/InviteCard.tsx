import { useTranslation } from 'react-i18next';
import type { InviteInfo } from '../api/referrals-api';
import { absoluteLink, bpToPercent } from '../lib/figures';
import classes from './Referrals.module.css';
import { CopyText } from '@/components/ui/CopyText';
import { QrCode } from '@/components/ui/QrCode';
import { useFormat } from '@/lib/format';

/**
 * The user's invitation: the referral code and the sign-up link, each with a copy button, a QR
 * code of the link, and what an invitee's trading earns the user.
 */
export function InviteCard({ invite }: { invite: InviteInfo }) {
  const { t } = useTranslation();
  const format = useFormat();
  const link = absoluteLink(invite.link, window.location.origin);
  const share = bpToPercent(invite.referralShareBp);
  return (
    <section
      className={classes.card}
      aria-labelledby="invite-share-title"
      data-testid="invite-card"
    >
      <h2 id="invite-share-title" className={classes.title}>
        {t('referrals.share.title')}
      </h2>
      <div className={classes.share}>
        <div className={classes.fields}>
          <div className={classes.field}>
            <span className={classes.fieldLabel} id="invite-code-label">
              {t('referrals.share.code')}
            </span>
            <div className={classes.fieldRow}>
              <p
                className={`${classes.value} ${classes.code}`}
                dir="ltr"
                aria-labelledby="invite-code-label"
                data-testid="invite-code"
              >
                {invite.code}
              </p>
              <CopyText
                value={invite.code}
                label={t('referrals.share.copyCode')}
                copiedLabel={t('referrals.share.codeCopied')}
                failedLabel={t('errors.copyFailed')}
                testId="invite-copy-code"
              />
            </div>
          </div>
          <div className={classes.field}>
            <span className={classes.fieldLabel} id="invite-link-label">
              {t('referrals.share.link')}
            </span>
            <div className={classes.fieldRow}>
              <p
                className={classes.value}
                dir="ltr"
                aria-labelledby="invite-link-label"
                data-testid="invite-link"
              >
                {link}
              </p>
              <CopyText
                value={link}
                label={t('referrals.share.copyLink')}
                copiedLabel={t('referrals.share.linkCopied')}
                failedLabel={t('errors.copyFailed')}
                testId="invite-copy-link"
              />
            </div>
          </div>
        </div>
        <div className={classes.qr}>
          <QrCode value={link} label={t('referrals.share.qr')} size={160} testId="invite-qr" />
          <p className={classes.muted}>{t('referrals.share.qrHint')}</p>
        </div>
      </div>
      <p className={classes.info} data-testid="invite-earn">
        {t('referrals.share.earn', { share: format.number(share) })}
      </p>
    </section>
  );
}
