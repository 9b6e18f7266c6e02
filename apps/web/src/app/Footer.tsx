import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './Footer.module.css';
import { useAndroidDownloadUrl, useContentList } from './shell-queries';
import { DownloadIcon, LogoMark } from '@/components/ui/icons';

function detailHref(id: number | string, title: string): string {
  return `/detail?${new URLSearchParams({ id: String(id), title }).toString()}`;
}

/** Company (1), Policy (2) or Statements (3): the server's content items; nothing if the call fails. */
function ContentGroup({ type, heading }: { type: 1 | 2 | 3; heading: string }) {
  const { data } = useContentList(type);
  if (!data || data.length === 0) return null;
  const id = `footer-group-${type}`;
  return (
    <div className={classes.group} data-testid={`footer-group-${type}`}>
      <h2 id={id} className={classes.heading}>
        {heading}
      </h2>
      <ul aria-labelledby={id} className={classes.list}>
        {data.map((item) => (
          <li key={item.id}>
            <Link to={detailHref(item.id, item.title)} className={classes.link}>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The desktop footer (SPEC §2): product links, the content groups, the Android app, © 2023. */
export function Footer() {
  const { t } = useTranslation();
  const { data: downloadUrl } = useAndroidDownloadUrl();
  const product = [
    { to: '/market', label: t('shell.footer.marketList') },
    { to: '/loan', label: t('shell.footer.investmentLoan') },
    { to: '/nfts', label: t('shell.footer.charityNfts') },
    { to: '/trading', label: t('shell.footer.smartTrading') },
  ];
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.about}>
          <div className={classes.brand}>
            <LogoMark size={28} />
            <span>{t('common.appName')}</span>
          </div>
          <p className={classes.aboutText}>{t('shell.footer.about')}</p>
          {downloadUrl && (
            <a
              href={downloadUrl}
              className={classes.download}
              rel="noopener"
              data-testid="android-download"
            >
              <DownloadIcon size={18} />
              <span>{t('shell.footer.android')}</span>
            </a>
          )}
        </div>
        <nav aria-label={t('shell.footer.label')} className={classes.groups}>
          <div className={classes.group}>
            <h2 id="footer-group-product" className={classes.heading}>
              {t('shell.footer.product')}
            </h2>
            <ul aria-labelledby="footer-group-product" className={classes.list}>
              {product.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={classes.link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <ContentGroup type={1} heading={t('shell.footer.company')} />
          <ContentGroup type={2} heading={t('shell.footer.policy')} />
          <ContentGroup type={3} heading={t('shell.footer.statements')} />
        </nav>
      </div>
      <div className={classes.bottom}>
        <p className={classes.risk}>{t('shell.footer.risk')}</p>
        <p className={classes.copyright}>{t('shell.footer.copyright')}</p>
      </div>
    </footer>
  );
}
