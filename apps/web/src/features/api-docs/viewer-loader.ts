/** Where the API viewer's script may come from: our own copy first, then these hosts only (spec 001 §5). */
export const ALLOWED_SCRIPT_HOSTS = ['cdn.jsdelivr.net', 'unpkg.com', 'fonts.googleapis.com', 'www.googletagmanager.com'] as const;

export const LOCAL_VIEWER = { script: '/vendor/swagger-ui/swagger-ui-bundle.js', style: '/vendor/swagger-ui/swagger-ui.css', timeoutMs: 5000 };
export const CDN_VIEWER = {
  script: 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.35.0/swagger-ui-bundle.js',
  style: 'https://cdn.jsdelivr.net/npm/swagger-ui-dist@5.35.0/swagger-ui.css',
  timeoutMs: 10_000,
};
export const SCHEMA_URL = '/api/enhanced-public-schema.json';

export class ScriptLoadError extends Error {
  constructor(
    readonly kind: 'timeout' | 'failed' | 'not-allowed',
    readonly url: string,
  ) {
    super(kind === 'timeout' ? `Timed out loading ${url}` : kind === 'not-allowed' ? `Not an allowed source: ${url}` : `Failed to load ${url}`);
  }
}

export const isAllowedSource = (url: string, origin: string): boolean => {
  const parsed = new URL(url, origin);
  if (parsed.origin === origin) return true;
  return parsed.protocol === 'https:' && (ALLOWED_SCRIPT_HOSTS as readonly string[]).includes(parsed.hostname);
};

/** Adds a <script> (and its stylesheet) and resolves once it ran; rejects on error or after the timeout. */
export const loadViewerScript = (source: { script: string; style: string; timeoutMs: number }): Promise<void> =>
  new Promise((resolve, reject) => {
    if (!isAllowedSource(source.script, window.location.origin)) {
      reject(new ScriptLoadError('not-allowed', source.script));
      return;
    }
    if (!document.querySelector(`link[href="${source.style}"]`)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = source.style;
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.src = source.script;
    script.async = true;
    script.crossOrigin = 'anonymous';
    const timer = window.setTimeout(() => {
      script.remove();
      reject(new ScriptLoadError('timeout', source.script));
    }, source.timeoutMs);
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new ScriptLoadError('failed', source.script));
    };
    document.body.appendChild(script);
  });

type TSwaggerBundle = (options: { url: string; domNode: HTMLElement; deepLinking?: boolean; tryItOutEnabled?: boolean }) => unknown;

export const getSwaggerBundle = (): TSwaggerBundle | null =>
  (window as unknown as { SwaggerUIBundle?: TSwaggerBundle }).SwaggerUIBundle ?? null;

/** HEAD the schema, then load the viewer from our origin, falling back to the CDN; renders into `container`. */
export const mountApiViewer = async (container: HTMLElement): Promise<void> => {
  const head = await fetch(SCHEMA_URL, { method: 'HEAD', credentials: 'same-origin' });
  if (!head.ok) throw new Error(`The API schema is unavailable (${head.status}).`);
  if (!getSwaggerBundle()) {
    try {
      await loadViewerScript(LOCAL_VIEWER);
    } catch (error) {
      console.warn('Local API viewer failed to load; trying the CDN', error);
      await loadViewerScript(CDN_VIEWER);
    }
  }
  const bundle = getSwaggerBundle();
  if (!bundle) throw new ScriptLoadError('failed', LOCAL_VIEWER.script);
  container.replaceChildren();
  bundle({ url: SCHEMA_URL, domNode: container, deepLinking: true });
};
