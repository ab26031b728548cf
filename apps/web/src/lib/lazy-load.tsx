import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useTranslation } from './use-translation';
import { isChunkLoadError } from './chunk-errors';
import { toast } from './toast';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A dialog whose code loads when it is first rendered (opened, or mounted closed ahead of use). When that code cannot
 * be fetched (the network dropped), the page stays as it was: an open dialog closes and the reader is told in a toast,
 * and opening it again fetches its code again. Without this, the failed import reached the route's error view and
 * the whole page was replaced.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => load().then((component) => ({ default: component })));
  let Loaded = fresh();

  function LazyDialog(props: P) {
    const { t } = useTranslation();
    const [failed, setFailed] = useState(false);
    const [attempt, setAttempt] = useState(0);
    if (failed && props.open) {
      // Opened again after its code failed to load: a new lazy component fetches it again.
      Loaded = fresh();
      setFailed(false);
      setAttempt(attempt + 1);
    }
    if (failed) return null;
    const onFailed = () => {
      setFailed(true);
      // A dialog mounted closed (its code fetched ahead) fails quietly: nobody asked for it yet.
      if (!props.open) return;
      props.onOpenChange(false);
      toast.error(t('common.loadFailed'));
    };
    return (
      <LoadBoundary key={attempt} onFailed={onFailed}>
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyDialog;
}

/**
 * A part of a page (a menu, a manager) whose code loads when it is first shown. `fallback` stands in while the code
 * arrives. If the code cannot be fetched, `failed` is shown instead (by default the fallback), so the page around it
 * keeps working; its `retry` fetches the code again, as does the next showing of the part (another page, a reload).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  {
    fallback = () => null,
    failed: failedView = (_retry, props) => fallback(props),
  }: {
    fallback?: (props: P) => ReactNode;
    failed?: (retry: () => void, props: P) => ReactNode;
  } = {},
): ComponentType<P> {
  const fresh = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => load().then((component) => ({ default: component })));
  let Loaded = fresh();
  let lastFailed = false;
  const again = () => {
    Loaded = fresh();
    lastFailed = false;
  };

  function LazyPart(props: P) {
    const [failed, setFailed] = useState(false);
    useState(() => {
      // Shown anew after its code failed to load: a new lazy component fetches it again.
      if (lastFailed) again();
    });
    if (failed)
      return failedView(() => {
        again();
        setFailed(false);
      }, props);
    const onFailed = () => {
      lastFailed = true;
      setFailed(true);
    };
    return (
      <LoadBoundary onFailed={onFailed}>
        <Suspense fallback={fallback(props)}>
          <Loaded {...props} />
        </Suspense>
      </LoadBoundary>
    );
  }
  return LazyPart;
}

/** Catches a failed code load below it; any other error goes on to the route's error view. */
class LoadBoundary extends Component<{ onFailed: () => void; children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo) {
    if (isChunkLoadError(error)) this.props.onFailed();
  }

  override render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isChunkLoadError(error)) return null;
    throw error;
  }
}
