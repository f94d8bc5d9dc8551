/** What the factory forms check with: loaded lazily (factory-checks.ts). */
export { applyAccountChange, applyBaseChange, initFacInfo, saveCompleteInfoByFacSn } from '#shared/contract/factory';
export { facSn } from '#shared/rules/factory';
