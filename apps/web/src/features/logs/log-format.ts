import type { LogEntry, LogLevel } from '@chatgate/contracts';
import type { BadgeTone } from '../../components/status-badge';
import type { LogFilter } from './logs-query';

/** The level filter's choices in the spec's order (2.11), with their labels. */
export const LEVEL_CHOICES: Array<{ value: LogFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'error', label: 'Error' },
  { value: 'warning', label: 'Warning' },
  { value: 'info', label: 'Info' },
  { value: 'success', label: 'Success' },
];

const LEVEL_TONES: Record<LogLevel, BadgeTone> = {
  error: 'danger',
  warning: 'warning',
  info: 'info',
  success: 'success',
};

/** A level's badge: its label and colour (error red, warning amber, info blue, success green). */
export function levelBadge(level: LogLevel): { label: string; tone: BadgeTone } {
  const label = LEVEL_CHOICES.find((choice) => choice.value === level)?.label ?? level;
  return { label, tone: LEVEL_TONES[level] };
}

const TYPE_LABELS: Record<LogEntry['type'], string> = {
  api: 'API call',
  message: 'Message',
  session: 'Session',
  webhook: 'Webhook',
};

export const typeLabel = (type: LogEntry['type']): string => TYPE_LABELS[type];
