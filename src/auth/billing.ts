import type { PlanConfig } from '../config/types.js';
import type { Account, AdmissionLimits } from '../store/types.js';

/** USD to integer micro-dollars, rounded to the nearest micro-dollar. */
export function usdToMicros(usd: number): number {
  return Math.round(usd * 1_000_000);
}

/** Integer micro-dollars to USD for display. */
export function microsToUsd(micros: number): number {
  return micros / 1_000_000;
}

/** The limits `admit` enforces for an account on its plan. */
export function admissionLimits(plan: PlanConfig, account: Account): AdmissionLimits {
  return {
    callsPerMonth: plan.calls_per_month,
    callsPerMinute: plan.calls_per_minute,
    overageMicros: plan.overage_usd === null ? null : usdToMicros(plan.overage_usd),
    spendCapMicros: account.spendCapMicros,
  };
}
