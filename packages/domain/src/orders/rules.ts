import type { OrderInput } from './order';
import { firstFailure, requiredRules, type Rule } from '../shared/rules';

export const ORDER_MESSAGES = { order_no: 'Acorn order number cannot be empty.' } as const;

export const orderRules: readonly Rule<OrderInput>[] = requiredRules(ORDER_MESSAGES);

export function validateOrder(input: Partial<OrderInput>): string | null {
  return firstFailure(orderRules, input);
}
