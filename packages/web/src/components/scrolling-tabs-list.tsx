import { Box, Tabs } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useMinWidth } from '../lib/use-min-width';

type ScrollingTabsListProps = { label: string; /** The selected tab's value: brought into view when it changes. */ active: string; children: ReactNode };

/** The fade's width: a tab under it counts as hidden. */
const EDGE = 40;

/** Which sides have tabs out of sight. */
type More = { start: boolean; end: boolean };

/** The fade and chevron over the side that has more tabs: it shows the row goes on (taps fall through to the tab under it). */
const Edge = ({ side }: { side: 'start' | 'end' }) => {
  const Chevron = side === 'start' ? IconChevronLeft : IconChevronRight;
  return (
    <Box
      aria-hidden
      data-more={side}
      pos="absolute"
      top={0}
      bottom={0}
      w={EDGE}
      {...(side === 'start' ? { left: 0 } : { right: 0 })}
      style={{
        pointerEvents: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: side === 'start' ? 'flex-start' : 'flex-end',
        background: `linear-gradient(to ${side === 'start' ? 'left' : 'right'}, transparent, var(--mantine-color-body) 65%)`,
      }}
    >
      <Chevron size={20} color="var(--mantine-color-dimmed)" />
    </Box>
  );
};

/**
 * A Tabs.List that fits a phone: below Mantine's sm breakpoint one row of tall tabs (48 px, for a
 * thumb) that scrolls sideways under the finger, from screen edge to screen edge, the selected tab
 * brought into view, a fade and a chevron on each side that has more. From sm up, the usual row,
 * wrapping if it must (a mouse does not scroll sideways). Same tablist either way: the arrow keys
 * move between the tabs and the focused one scrolls into view.
 */
export const ScrollingTabsList = ({ label, active, children }: ScrollingTabsListProps) => {
  const phone = !useMinWidth('sm');
  const scroller = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState<More>({ start: false, end: false });
  const reduceMotion = useReducedMotion();

  const measure = useCallback(() => {
    const box = scroller.current;
    if (!box) return;
    const start = box.scrollLeft > 1;
    const end = box.scrollLeft + box.clientWidth < box.scrollWidth - 1;
    setMore((previous) => (previous.start === start && previous.end === end ? previous : { start, end }));
  }, []);

  /** The selected tab centred when any of it is under a fade or out of sight; left where it is otherwise. */
  const reveal = useCallback(
    (smooth: boolean) => {
      const box = scroller.current;
      const tab = box?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (!box || !tab || typeof box.scrollTo !== 'function') return;
      const view = box.getBoundingClientRect();
      const rect = tab.getBoundingClientRect();
      if (rect.left >= view.left + EDGE && rect.right <= view.right - EDGE) return;
      const left = box.scrollLeft + rect.left - view.left - (view.width - rect.width) / 2;
      box.scrollTo({ left, behavior: smooth && !reduceMotion ? 'smooth' : 'auto' });
    },
    [reduceMotion],
  );

  // Opened on a tab far along the row (?tab=customers): there at once, before the first paint.
  useLayoutEffect(() => {
    reveal(false);
    measure();
  }, [phone, reveal, measure]);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    reveal(true);
  }, [active, reveal]);

  // A tab that appears later (shown once its feature answers) or a turned phone changes what is hidden.
  useEffect(() => {
    if (!phone || !list.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      reveal(false);
      measure();
    });
    observer.observe(list.current);
    observer.observe(scroller.current ?? list.current);
    return () => observer.disconnect();
  }, [phone, reveal, measure]);

  if (!phone) {
    return (
      <Tabs.List aria-label={label} mb="lg">
        {children}
      </Tabs.List>
    );
  }
  return (
    // The focus ring drawn around a tab needs 4 px that a scrolling box would clip: padded, and the padding taken back above.
    <Box pos="relative" mx="calc(var(--mantine-spacing-md) * -1)" mt={-4} mb="md">
      <Box ref={scroller} onScroll={measure} px="md" py={4} style={{ overflowX: 'auto', overscrollBehaviorX: 'contain', scrollbarWidth: 'none' }}>
        <Tabs.List ref={list} aria-label={label} style={{ flexWrap: 'nowrap', width: 'max-content', minWidth: '100%' }}>
          {children}
        </Tabs.List>
      </Box>
      {more.start && <Edge side="start" />}
      {more.end && <Edge side="end" />}
    </Box>
  );
};
