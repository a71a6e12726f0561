import type { FaultRule } from '../../http/schemas/sandbox';

/** True when a request's method and path fall under the rule. */
export function faultMatches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method !== undefined && rule.method !== method) return false;
  if (rule.path.endsWith('*')) return path.startsWith(rule.path.slice(0, -1));
  const pattern = rule.path.split('/').map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : escape(segment)));
  return new RegExp(`^${pattern.join('/')}$`).test(path);
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
