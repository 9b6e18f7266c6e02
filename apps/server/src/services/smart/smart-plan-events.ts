import type { Book } from '@meridian/domain';
import type { Deps } from '../../deps.js';
import { userTopic } from '../../realtime/bus.js';
import { smartPlanView, type SmartPlanRow } from './plan-view.js';

/** Bus topic the plan engine listens on: a plan started or ended (re-read the running set). */
export const SMART_PLANS_TOPIC = 'smart:plans';

export function instrumentName(deps: Pick<Deps, 'market'>, code: string): string {
  return deps.market.state.latest(code)?.instrument.name ?? code;
}

/** After a commit: the owner's sessions get the plan (`{type:'smartPlan'}`); engines hear of it. */
export async function publishSmartPlan(
  deps: Pick<Deps, 'bus' | 'market' | 'log' | 'clock'>,
  row: SmartPlanRow,
  options: { startedOrEnded?: boolean } = {},
): Promise<void> {
  try {
    if (options.startedOrEnded)
      await deps.bus.publish(SMART_PLANS_TOPIC, { id: row.id, status: row.status });
    await deps.bus.publish(userTopic(row.userId), {
      type: 'smartPlan',
      book: row.book as Book,
      plan: smartPlanView(row, instrumentName(deps, row.code), deps.clock().getTime()),
    });
  } catch (error) {
    deps.log.error({ err: error }, 'could not publish a smart plan');
  }
}
