import Alert from '@mui/material/Alert';
import { useTranslation } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import type { BuildProblem } from './batchRequest';

interface Props {
  problem: BuildProblem;
  onClose: () => void;
}

/** Why the batch was not sent (empty, too long, lines to fix or still being looked up). */
export function BatchProblemAlert({ problem, onClose }: Props) {
  const { t, i18n } = useTranslation('stock');
  const n = (v: number) => formatNumber(v, i18n.language);
  const text = (): string => {
    switch (problem.code) {
      case 'empty':
        return t('problems.empty');
      case 'tooMany':
        return t('problems.tooMany', {
          count: problem.count - problem.max,
          total: n(problem.count),
          max: n(problem.max),
          extra: n(problem.count - problem.max),
        });
      case 'invalid':
        return t('problems.invalid', { count: problem.lines });
      case 'pending':
        return t('problems.pending', { count: problem.lines });
      case 'unread':
        return t('sheets.problemUnread', { count: problem.rows });
    }
  };
  return (
    <Alert
      severity="error"
      onClose={onClose}
      slotProps={{ closeButton: { title: t('actions.close', { ns: 'common' }) } }}
    >
      {text()}
    </Alert>
  );
}
