import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { cameraProblem, loadDecoder, openCamera } from './barcodeCamera';
import type { CameraProblem } from './barcodeCamera';

interface Props {
  onClose: () => void;
  /** A code was read: the dialog closes and the code goes where a scan goes. */
  onDetected: (code: string) => void;
}

type Phase =
  { kind: 'starting' } | { kind: 'scanning' } | { kind: 'problem'; problem: CameraProblem };

/** Time between two looks at the video. */
const DETECT_EVERY_MS = 150;

/**
 * "Scan with camera": the back camera's video, read a few times a second until a code shows,
 * with Cancel; a refused permission or a device without camera says so plainly.
 */
export default function CameraScanDialog({ onClose, onDetected }: Props) {
  const { t } = useTranslation('stock');
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'starting' });
  const detected = useRef(onDetected);
  useEffect(() => {
    detected.current = onDetected;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    // Read through a function: TypeScript narrows a `let` across the awaits and callbacks that
    // change it (microsoft/TypeScript#9998) and would call the later checks always false.
    const isStopped = () => stopped;
    const stop = () => {
      stopped = true;
      if (timer !== undefined) window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    void (async () => {
      try {
        stream = await openCamera();
      } catch (e) {
        if (!isStopped()) setPhase({ kind: 'problem', problem: cameraProblem(e) });
        return;
      }
      if (isStopped()) {
        stop();
        return;
      }
      const el = video.current;
      if (!el) return;
      el.srcObject = stream;
      try {
        await el.play();
        const decoder = await loadDecoder();
        if (isStopped()) return;
        setPhase({ kind: 'scanning' });
        const look = async () => {
          if (isStopped()) return;
          try {
            const found = el.readyState >= 2 ? await decoder.detect(el) : [];
            const code = found.find((b) => b.rawValue.trim() !== '')?.rawValue.trim();
            if (code && !isStopped()) {
              stop();
              detected.current(code);
              return;
            }
          } catch {
            // a frame that could not be read: the next one
          }
          if (!isStopped()) timer = window.setTimeout(() => void look(), DETECT_EVERY_MS);
        };
        void look();
      } catch {
        if (!isStopped()) setPhase({ kind: 'problem', problem: 'failed' });
        stop();
      }
    })();
    return stop;
  }, []);

  const problem = phase.kind === 'problem' ? phase.problem : null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="camera-scan-title"
      aria-describedby="camera-scan-status"
    >
      <DialogTitle id="camera-scan-title">{t('camera.title')}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: '4 / 3',
            bgcolor: 'grey.900',
            borderRadius: 1,
            overflow: 'hidden',
            display: problem ? 'none' : 'block',
          }}
        >
          <video
            ref={video}
            muted
            playsInline
            aria-label={t('camera.preview')}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
        <Typography
          id="camera-scan-status"
          role={problem ? 'alert' : 'status'}
          sx={problem ? { fontWeight: 600 } : { color: 'text.secondary' }}
        >
          {problem
            ? t(`camera.problem.${problem}`)
            : phase.kind === 'starting'
              ? t('camera.starting')
              : t('camera.scanning')}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 48 }}>
          {problem ? t('camera.close') : t('actions.cancel', { ns: 'common' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
