import { useTranslation } from 'react-i18next';
import { useHealth } from '../api/health';
import classes from './HealthStatus.module.css';

/** The platform's status from GET /health, as a small pill. */
export function HealthStatus() {
  const { t } = useTranslation();
  const health = useHealth();
  const state = health.isPending
    ? 'checking'
    : health.isError
      ? 'down'
      : health.data.status === 'ok'
        ? 'ok'
        : 'degraded';
  const text =
    state === 'checking'
      ? t('home.health.checking')
      : state === 'down'
        ? t('home.health.unreachable')
        : t('home.health.ok', { status: health.data?.status ?? '' });
  return (
    <p className={classes.pill} data-state={state} role="status">
      <span className={classes.dot} aria-hidden="true" />
      <span data-testid="health">{text}</span>
    </p>
  );
}
