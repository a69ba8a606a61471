import {
  ChevronLeft,
  ChevronRight,
  Download,
  ExternalLink,
  Maximize2,
  RotateCw,
  ZoomIn,
  ZoomOut,
} from 'lucide-react';
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { fetchEditionPdf } from '../../api/e-papers';
import { formatNumber } from '../../lib/format';
import { Loading } from '../../ui/spinner';
import { downloadName } from './edition-days';
import { editionFacts } from '../../lib/edition-facts';

// The worker is a same-origin file of the build, which the Content-Security-Policy allows.
GlobalWorkerOptions.workerSrc = workerUrl;

const ZOOM_STEPS = [1, 1.5, 2, 3];

export interface PdfViewerProps {
  date: string;
  fileSize: number;
  /** The edition's PDF address; it is fetched as the reader (PDFs follow the list's login rule). */
  address: string;
}

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; pdf: PDFDocumentProxy; file: string }
  | { status: 'failed'; file: string | null };

/**
 * An edition read inside the page with pdf.js (docs/product/e-paper.md): one page at a time,
 * fitted to the width of the screen and zoomable, with the real page count and file size; the
 * toolbar opens the PDF in a new tab and downloads it as newspaper-{date}.pdf. The PDF is
 * fetched once; the new tab and the download use the same bytes. Retry starts afresh.
 */
export default function PdfViewer(props: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  return <PdfDocument key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}

function PdfDocument({ date, fileSize, address, onRetry }: PdfViewerProps & { onRetry(): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState(ZOOM_STEPS[0]!);

  useEffect(() => {
    const stop = new AbortController();
    let file: string | null = null;
    let task: ReturnType<typeof getDocument> | null = null;
    void (async () => {
      try {
        const blob = await fetchEditionPdf(address, stop.signal);
        file = URL.createObjectURL(blob);
        task = getDocument({ data: new Uint8Array(await blob.arrayBuffer()) });
        const pdf = await task.promise;
        if (!stop.signal.aborted) setLoaded({ status: 'ready', pdf, file });
      } catch {
        if (!stop.signal.aborted) setLoaded({ status: 'failed', file });
      }
    })();
    return () => {
      stop.abort();
      void task?.destroy();
      if (file) URL.revokeObjectURL(file);
    };
  }, [address]);

  const label = t('epaper.viewer.label', { date });
  if (loaded.status === 'loading') return <Loading label={t('epaper.viewer.loading')} />;
  if (loaded.status === 'failed') {
    return <ViewerFailure file={loaded.file} address={address} onRetry={onRetry} />;
  }

  const { pdf, file } = loaded;
  const count = pdf.numPages;
  const zoomIndex = ZOOM_STEPS.indexOf(zoom);
  const pageLabel = t('epaper.viewer.page', {
    page: formatNumber(page, language),
    count: formatNumber(count, language),
  });
  return (
    <section aria-label={label} className="flex flex-col gap-3" data-testid="pdf-viewer">
      <div
        role="toolbar"
        aria-label={label}
        className="flex flex-wrap items-center gap-2 rounded-lg border border-line bg-surface p-2"
      >
        <ToolButton
          label={t('epaper.viewer.previous')}
          onClick={() => setPage((p) => p - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
        </ToolButton>
        <span className="min-w-24 text-center text-sm" aria-live="polite" data-testid="pdf-page">
          {pageLabel}
        </span>
        <ToolButton
          label={t('epaper.viewer.next')}
          onClick={() => setPage((p) => p + 1)}
          disabled={page >= count}
        >
          <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
        </ToolButton>
        <span className="mx-1 h-6 w-px bg-line" aria-hidden="true" />
        <ToolButton
          label={t('epaper.viewer.zoomOut')}
          onClick={() => setZoom(ZOOM_STEPS[zoomIndex - 1]!)}
          disabled={zoomIndex <= 0}
        >
          <ZoomOut aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label={t('epaper.viewer.zoomIn')}
          onClick={() => setZoom(ZOOM_STEPS[zoomIndex + 1]!)}
          disabled={zoomIndex >= ZOOM_STEPS.length - 1}
        >
          <ZoomIn aria-hidden="true" className="size-5" />
        </ToolButton>
        <ToolButton
          label={t('epaper.viewer.fitWidth')}
          onClick={() => setZoom(ZOOM_STEPS[0]!)}
          aria-pressed={zoom === ZOOM_STEPS[0]}
        >
          <Maximize2 aria-hidden="true" className="size-5" />
        </ToolButton>
        <span className="text-sm text-muted" data-testid="pdf-facts">
          {editionFacts(t, language, count, fileSize)}
        </span>
        <span className="ms-auto flex gap-2">
          <a href={file} target="_blank" rel="noopener" className={toolClass}>
            <ExternalLink aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{t('epaper.viewer.openNewTab')}</span>
          </a>
          <a href={file} download={downloadName(date)} className={toolClass}>
            <Download aria-hidden="true" className="size-5" />
            <span className="max-sm:sr-only">{t('epaper.viewer.download')}</span>
          </a>
        </span>
      </div>
      <PdfPage pdf={pdf} page={page} zoom={zoom} label={pageLabel} />
    </section>
  );
}

const toolClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md border border-line bg-surface px-2 text-sm font-medium hover:bg-raised disabled:opacity-40';

/** A toolbar button named for screen readers by its label (its face is an icon). */
function ToolButton({
  label,
  onClick,
  disabled = false,
  children,
  ...rest
}: {
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
} & Pick<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-pressed'>) {
  return (
    <button
      type="button"
      className={toolClass}
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children}
    </button>
  );
}

/** One page drawn on a canvas as wide as the viewer times the zoom, sharp on dense screens. */
function PdfPage({
  pdf,
  page,
  zoom,
  label,
}: {
  pdf: PDFDocumentProxy;
  page: number;
  zoom: number;
  label: string;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) =>
      setWidth(Math.floor(entry!.contentRect.width)),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = canvas.current;
    if (!target || width === 0) return;
    let cancelled = false;
    let task: ReturnType<Awaited<ReturnType<PDFDocumentProxy['getPage']>>['render']> | null = null;
    void (async () => {
      const proxy = await pdf.getPage(page);
      if (cancelled) return;
      const natural = proxy.getViewport({ scale: 1 });
      const viewport = proxy.getViewport({ scale: (width / natural.width) * zoom });
      const density = window.devicePixelRatio || 1;
      target.width = Math.floor(viewport.width * density);
      target.height = Math.floor(viewport.height * density);
      target.style.width = `${Math.floor(viewport.width)}px`;
      target.style.height = `${Math.floor(viewport.height)}px`;
      task = proxy.render({
        canvas: target,
        viewport,
        transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
      });
      await task.promise.catch(() => {});
    })();
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [pdf, page, zoom, width]);

  return (
    <div ref={frame} className="overflow-auto rounded-lg border border-line bg-raised" dir="ltr">
      <canvas ref={canvas} role="img" aria-label={label} data-testid="pdf-canvas" />
    </div>
  );
}

/** The viewer failed (docs/product/e-paper.md): Retry, or Open in browser (its own PDF reader). */
function ViewerFailure({
  file,
  address,
  onRetry,
}: {
  file: string | null;
  address: string;
  onRetry(): void;
}) {
  const { t } = useTranslation();
  const openInBrowser = async () => {
    // Opened at once, while the tap still counts as the reader's, then pointed at the PDF.
    const tab = window.open('', '_blank');
    try {
      const opened =
        file ?? URL.createObjectURL(await fetchEditionPdf(address, AbortSignal.timeout(30_000)));
      if (tab) tab.location.href = opened;
      else window.location.href = opened;
    } catch {
      tab?.close();
      toast.error(t('epaper.viewer.openFailed'));
    }
  };
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <p>{t('epaper.viewer.failed')}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex items-center gap-2 rounded-md bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong"
        >
          <RotateCw aria-hidden="true" className="size-4" />
          {t('epaper.viewer.retry')}
        </button>
        <button
          type="button"
          onClick={() => void openInBrowser()}
          className="inline-flex items-center gap-2 rounded-md border border-line px-4 py-2 text-sm font-semibold hover:bg-raised"
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('epaper.viewer.openInBrowser')}
        </button>
      </div>
    </div>
  );
}
