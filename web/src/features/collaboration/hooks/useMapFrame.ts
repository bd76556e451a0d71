import { useElementSize, useViewportSize } from '@mantine/hooks';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { mapSize } from '../mapView';

/**
 * The map's size for the window and the room the page leaves it: `ref` goes on the box that holds the map (full
 * column width, starting where the map starts). Measured again when the window or the box changes, or `remeasure`
 * does (what sits above the box came or went).
 */
export function useMapFrame(remeasure: unknown) {
  const viewport = useViewportSize();
  const measured = useElementSize<HTMLDivElement>();
  const box = useRef<HTMLDivElement | null>(null);
  const [top, setTop] = useState(0);
  const windowWidth = viewport.width || window.innerWidth;
  const windowHeight = viewport.height || window.innerHeight;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new window or column size may move the box
  useLayoutEffect(() => {
    if (box.current) setTop(box.current.getBoundingClientRect().top + window.scrollY);
  }, [windowWidth, windowHeight, measured.width, remeasure]);
  const observe = measured.ref;
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      return observe(element);
    },
    [observe],
  );
  return { ref, size: mapSize(windowWidth, windowHeight, top > 0 ? { width: measured.width, top } : undefined) };
}
