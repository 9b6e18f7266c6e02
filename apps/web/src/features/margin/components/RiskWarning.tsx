import { useTranslation } from 'react-i18next';
import classes from './Trading.module.css';
import { AlertIcon } from '@/components/ui/icons';

/** PRODUCT §1 "Risk is disclosed": shown wherever leverage or options put money at risk. */
export function RiskWarning({ kind }: { kind: 'margin' | 'options' }) {
  const { t } = useTranslation();
  return (
    <p className={classes.risk} data-testid={`risk-${kind}`}>
      <AlertIcon size={16} aria-hidden="true" />
      <span>
        <strong>{t('margin.risk.title')}: </strong>
        {kind === 'margin' ? t('margin.risk.margin') : t('options.risk')}
      </span>
    </p>
  );
}
