import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { browserLazyLoader } from '../../lib/images/browser-lazy-loader.ts';

interface LazyImageProps {
  src: string | null | undefined;
  alt: string;
  /** Size and shape of the box: it is the same before, during and after loading (no layout shift). */
  className: string;
  /** Shown until the image has loaded, and for good when it fails. */
  placeholder: ReactNode;
  fit?: 'cover' | 'contain';
}

/** A crest, cover or avatar loaded when near the viewport (the lazy-load constants of requirement lazy-images). */
export function LazyImage({ src, alt, className, placeholder, fit = 'cover' }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [state, setState] = useState<'waiting' | 'loaded' | 'failed'>('waiting');

  useEffect(() => {
    if (!src || box.current === null) return;
    const loader = browserLazyLoader();
    const known = loader.cached(src);
    if (known !== undefined) {
      setState(known);
      return;
    }
    setState('waiting');
    // A load that ends swaps the placeholder in a transition: images end one by one right after
    // hydration, and each swap re-rendered in a blocking task of its own (issue 14).
    return loader.watch({ element: box.current, src, onState: (next) => startTransition(() => setState(next)) });
  }, [src]);

  return (
    <span
      ref={box}
      className={`relative inline-block shrink-0 overflow-hidden ${className}`}
      data-image-state={src ? state : 'none'}
    >
      {state !== 'loaded' ? <span className="absolute inset-0">{placeholder}</span> : null}
      {src && state === 'loaded' ? (
        <img
          src={src}
          alt={alt}
          decoding="async"
          className={`absolute inset-0 size-full ${fit === 'cover' ? 'object-cover' : 'object-contain'}`}
        />
      ) : null}
    </span>
  );
}
