import type { ConfigProblem } from '../config/loadConfig';
import type { TFunction } from 'i18next';

/**
 * Shown when config.json is missing or invalid. Plain markup and inline styles on purpose:
 * the theme and providers depend on the configuration that failed.
 */
export function ConfigErrorPage({ problem, t }: { problem: ConfigProblem; t: TFunction }) {
  return (
    <main
      id="main"
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 680,
        margin: '10vh auto',
        padding: 24,
        lineHeight: 1.5,
        color: '#1f2937',
      }}
    >
      <title>{t('config.title')}</title>
      <h1 style={{ fontSize: 26, marginBottom: 8 }}>{t('config.title')}</h1>
      {problem.kind === 'missing' && (
        <p>{t('config.missing', { file: problem.file, reason: problem.reason })}</p>
      )}
      {problem.kind === 'notJson' && <p>{t('config.notJson', { file: problem.file })}</p>}
      {problem.kind === 'invalid' && (
        <>
          <p>{t('config.invalid', { file: problem.file })}</p>
          <ul
            data-testid="config-issues"
            style={{
              background: '#fef2f2',
              color: '#7f1d1d',
              padding: '12px 28px',
              borderRadius: 8,
            }}
          >
            {problem.issues.map((issue) => (
              <li key={issue}>
                <code>{issue}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>{t('config.help')}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        style={{
          padding: '8px 16px',
          borderRadius: 8,
          border: '1px solid #1d4ed8',
          background: '#1d4ed8',
          color: '#fff',
          fontSize: 16,
          cursor: 'pointer',
        }}
      >
        {t('config.reload')}
      </button>
    </main>
  );
}
