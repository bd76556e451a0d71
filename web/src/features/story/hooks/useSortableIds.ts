import { type DragEndEvent, KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { moved } from '../storyOrder';

/** the sensors and drop handler of a drag-to-reorder list of ids (pointer and keyboard) */
export function useSortableIds(ids: readonly string[], onOrder: (order: string[]) => void) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onOrder(moved(ids, String(active.id), String(over.id)));
  };
  return { sensors, onDragEnd };
}
